import type { FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';

/**
 * Zod's own wording for an issue, rebuilt from what the validation error kept. The input is not
 * kept, so a type error's 'received …' tail cannot be rebuilt and is left out of the comparison.
 */
function defaultWording(issue: FastifySchemaValidationError): string | undefined {
  // The plugin moved the issue's own fields into `params`; put them back where zod reads them.
  const rebuilt: unknown = { ...issue.params, code: issue.keyword, path: [] };
  try {
    const wording = z.config().localeError?.(rebuilt as z.core.$ZodRawIssue);
    const text = typeof wording === 'string' ? wording : wording?.message;
    return text?.split(', received')[0];
  } catch {
    // An issue shape the locale does not know: treat the message as the schema's own.
    return undefined;
  }
}

/**
 * What a person reads for a refused field: a schema's own message ('Invalid Email,
 * Please enter a valid email address') stands alone; zod's generic wording ('Too small: …')
 * says nothing about which field, so the field's name goes first. The request part ('body.',
 * 'querystring.') is an internal detail and stays in `fields` only.
 */
export function readableMessage(issue: FastifySchemaValidationError, field: string): string {
  const message = issue.message ?? 'is not valid';
  const generic = defaultWording(issue);
  const isGeneric = generic !== undefined && message.startsWith(generic);
  return isGeneric ? `${field}: ${message}` : message;
}
