import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEmbeddedDataDirOnce } from './create-embedded-data-dir';
import { openDatabase } from './database';

// docs/decisions/029-embedded-memory.md: the first start's initdb runs in a child process, and
// the embedded database keeps 16 MB of shared buffers.
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'jokerwise-embedded-')), 'db');
afterAll(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

describe('the embedded data directory', () => {
  it('is created by a child process, then opened with small shared buffers', async () => {
    await createEmbeddedDataDirOnce(dataDir);
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const setting = z
        .object({ rows: z.array(z.object({ value: z.string() })) })
        .parse(await database.db.execute(sql`select current_setting('shared_buffers') as value`));
      expect(setting.rows[0]?.value).toBe('16MB');
    } finally {
      await database.close();
    }
  }, 120_000);
});
