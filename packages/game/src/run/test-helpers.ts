// Test support for the run state (not exported from the package): frozen inputs prove that
// no function mutates the state it is given (docs/guiding-principles.md "Tests freeze their inputs").

import type { RunResult } from './result';

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The value of a result that must succeed; the thrown message names the failure code. */
export function unwrap<T>(result: RunResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.code}`);
  return result.value;
}

/** Runs `change` on a frozen copy of `input` and checks the input still serialises the same. */
export function withFrozen<T, R>(input: T, change: (frozen: T) => R): R {
  const before = JSON.stringify(input);
  const frozen = deepFreeze(JSON.parse(before) as T);
  const result = change(frozen);
  if (JSON.stringify(frozen) !== before) throw new Error('input was mutated');
  return result;
}
