// Query-string fields. A URL query carries only text, so each field takes its wire text or its typed value,
// rejects a repeated parameter (which arrives as an array) and never turns garbage into a number:
// `?page=abc`, `?page=` and `?page=1&page=2` all fail with a message naming the field.
import { z } from 'zod';

const WHOLE_NUMBER_TEXT = /^\d{1,15}$/;

function givenOnce(field: string, expected: string) {
  return (issue: { input?: unknown }) =>
    Array.isArray(issue.input) ? `${field} must be given once` : `${field} must be ${expected}`;
}

/** A whole number between min and max, from `7` or `"7"`. */
export function queryInteger(field: string, { min, max }: { min: number; max: number }) {
  return z
    .union([z.number(), z.string().regex(WHOLE_NUMBER_TEXT, `${field} must be a whole number`)], {
      error: givenOnce(field, 'a whole number'),
    })
    .transform(Number)
    .pipe(
      z
        .number()
        .int(`${field} must be a whole number`)
        .min(min, `${field} must be at least ${min}`)
        .max(max, `${field} must be at most ${max}`),
    );
}

/** `true` or `false`, from a boolean or its text. */
export function queryBoolean(field: string) {
  return z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: givenOnce(field, 'true or false') })
    .transform((value) => value === true || value === 'true');
}

/** A single non-empty text of at most maxLength characters. */
export function queryText(field: string, maxLength = 200) {
  return z
    .string({ error: givenOnce(field, 'text') })
    .trim()
    .min(1, `${field} must not be empty`)
    .max(maxLength, `${field} must be at most ${maxLength} characters`);
}

/**
 * One text or several: a repeated parameter (`?feedIdentifier=a&feedIdentifier=b`), as the widget sends a tab
 * that spans several feeds.
 */
export function queryTextList(field: string, { maxLength = 200, maxItems = 20 } = {}) {
  return z.union(
    [
      queryText(field, maxLength),
      z
        .array(queryText(field, maxLength))
        .min(1, `${field} must not be empty`)
        .max(maxItems, `${field} may be given at most ${maxItems} times`),
    ],
    { error: `${field} must be text` },
  );
}

/** Ids of messages, templates and feeds: letters, digits, `-` and `_` only, so they are safe in a path. */
export function identifier(field: string) {
  return z
    .string({ error: givenOnce(field, 'an id') })
    .min(1, `${field} must not be empty`)
    .max(64, `${field} must be at most 64 characters`)
    .regex(/^[A-Za-z0-9_-]+$/, `${field} must contain only letters, digits, - and _`);
}

/** One readable line for a failed parse, e.g. `page: page must be a whole number`. */
export function readableError(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
