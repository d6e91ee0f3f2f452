import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// drizzle-kit writes `"public".` into foreign keys; that pins tables to one schema and breaks a
// deployment (or a test run) that uses its own search_path. Migrations stay schema-neutral.
const folder = fileURLToPath(new URL('../drizzle', import.meta.url));

describe('SQL migrations', () => {
  it.each(readdirSync(folder).filter((file) => file.endsWith('.sql')))(
    '%s names no schema explicitly',
    (file) => {
      expect(readFileSync(`${folder}/${file}`, 'utf8')).not.toContain('"public".');
    },
  );
});
