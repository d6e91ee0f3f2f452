import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { SPRITE_SHEETS, renderSheet } from './sheets';

// `node --import tsx tools/sprites/generate-sheets.ts` rewrites the shipped sheets in
// apps/server/assets/sprites (docs/decisions/023-original-sprite-sheets.md).

const OUTPUT = fileURLToPath(new URL('../../apps/server/assets/sprites', import.meta.url));

mkdirSync(OUTPUT, { recursive: true });
for (const name of SPRITE_SHEETS) {
  const png = renderSheet(name);
  writeFileSync(path.join(OUTPUT, `${name}.png`), png);
  console.log(`${name}.png ${png.length} bytes`);
}
