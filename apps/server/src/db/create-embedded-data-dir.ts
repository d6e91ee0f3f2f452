import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './database';

// The embedded database's first start runs initdb in WebAssembly instances of its own, whose
// memory stays in the process until a garbage collection that nothing prompts (hundreds of MB).
// Creating the data directory in a short-lived child process hands that memory back to the
// system; the server then opens a ready directory (docs/decisions/029-embedded-memory.md).

const SELF = fileURLToPath(import.meta.url);

export async function createEmbeddedDataDirOnce(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  await new Promise<void>((resolve, reject) => {
    // Only the TypeScript loader: the parent's --watch or --inspect must not reach the child.
    const child = spawn(process.execPath, ['--import', 'tsx', SELF, dataDir], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`creating the embedded database in ${dataDir} exited with ${code}`));
    });
  });
}

if (process.argv[1] === SELF && process.argv[2]) {
  const database = await openDatabase({ kind: 'pglite', dataDir: process.argv[2] });
  await database.close();
}
