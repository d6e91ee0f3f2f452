import { describe, expect, it } from 'vitest';
import { browserSaysDoNotTrack } from './session-controller';

// Do Not Track and Global Privacy Control stop recording before anything loads (ADR 022).

const nav = (fields: Record<string, unknown>) => fields as unknown as Navigator;

describe('browserSaysDoNotTrack', () => {
  it.each([
    [{ doNotTrack: '1' }, true],
    [{ doNotTrack: null, globalPrivacyControl: true }, true],
    [{ doNotTrack: '0', globalPrivacyControl: false }, false],
    [{ doNotTrack: null }, false],
  ])('%o → %s', (fields, expected) => {
    expect(browserSaysDoNotTrack(nav(fields))).toBe(expected);
  });
});
