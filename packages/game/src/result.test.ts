import { describe, expect, it } from 'vitest';
import { err, ok, type Result } from './result';

describe('the one result shape', () => {
  it('carries the value of a success', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
  });

  it("puts a failure's fields beside ok: false, in their order", () => {
    const failure = err({ code: 'NOT_PLAYING', message: 'Finish setting up the game first.' });
    expect(failure).toEqual({
      ok: false,
      code: 'NOT_PLAYING',
      message: 'Finish setting up the game first.',
    });
    expect(JSON.stringify(failure)).toBe(
      '{"ok":false,"code":"NOT_PLAYING","message":"Finish setting up the game first."}',
    );
  });

  it('narrows on ok to the value or the failure fields', () => {
    const read = (result: Result<number, { readonly code: 'BAD' }>) =>
      result.ok ? result.value : result.code;
    expect(read(ok(1))).toBe(1);
    expect(read(err({ code: 'BAD' }))).toBe('BAD');
  });
});
