// The one shape of an outcome that can fail in an expected way: failures are values, never
// exceptions (docs/guiding-principles.md "Rule violations are values"). The failure's fields sit
// beside `ok: false` rather than under a key, so a run failure reads `{ ok: false, code }` and a
// scoring or save failure `{ ok: false, code, message }`, as every caller already reads them.

/** What a failure carries: a `{ code }` object, or any other fields, but never its own `ok`. */
export type ErrorFields = object & { readonly ok?: never };

export type Ok<T> = { readonly ok: true; readonly value: T };

export type Err<E extends ErrorFields> = { readonly ok: false } & Readonly<E>;

export type Result<T, E extends ErrorFields> = Ok<T> | Err<E>;

export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

export function err<const E extends ErrorFields>(error: E): Err<E> {
  return { ok: false, ...error };
}
