import { z } from 'zod';

/** An enum of names whose error quotes the unknown value ("Unknown Joker name 'Jokr'"). */
export function nameEnum<const Name extends string>(names: readonly Name[], what: string) {
  return z.enum(names as readonly [Name, ...Name[]], {
    error: (issue) => `Unknown ${what} '${String(issue.input)}'`,
  });
}
