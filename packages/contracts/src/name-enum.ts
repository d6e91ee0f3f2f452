import { z } from 'zod';

/**
 * How an unknown value is named in an error: a name is quoted (cut short), anything else by its
 * kind. Never `String(input)`: an object whose `toString` is not a function would throw while
 * the error is being built, turning a 400 into a 500.
 */
function describeInput(input: unknown): string {
  if (typeof input === 'string') return `'${input.length > 60 ? `${input.slice(0, 60)}…` : input}'`;
  if (input === null) return '(null)';
  return `(a ${Array.isArray(input) ? 'list' : typeof input}, not a name)`;
}

/** An enum of names whose error quotes the unknown value ("Unknown Joker name 'Jokr'"). */
export function nameEnum<const Name extends string>(names: readonly Name[], what: string) {
  return z.enum(names as readonly [Name, ...Name[]], {
    error: (issue) => `Unknown ${what} ${describeInput(issue.input)}`,
  });
}
