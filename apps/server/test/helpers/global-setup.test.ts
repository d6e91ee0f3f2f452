import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSnapshotPath } from './global-setup';

describe('the migrated PGlite snapshot of a test run', () => {
  it('is a file of its own for every run, so two runs in one checkout never share one', () => {
    const first = createSnapshotPath();
    const second = createSnapshotPath();
    expect(first).not.toBe(second);
    expect(path.dirname(first)).toBe(path.dirname(second));
    expect(path.basename(path.dirname(first))).toBe('.test-cache');
  });
});
