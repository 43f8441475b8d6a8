import { z } from './zod.js';

/**
 * Whether a text can be stored and shown as sent: PostgreSQL refuses the NUL character in text and
 * JSON, and a lone UTF-16 surrogate is not a character at all (it would be stored as U+FFFD, so
 * the shop would keep something other than what the shopper typed).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}

/** The refusal of unstorable text, named after the field ("City contains a character that is not allowed"). */
export function storable<Schema extends z.ZodString>(label: string, schema: Schema): Schema {
  return schema.refine(isStorableText, { error: `${label} contains a character that is not allowed` });
}

/**
 * A text field as request schemas declare it: trimmed, at least `min.length` characters when
 * required (with that message), at most `max`, and only characters that can be stored. `label`
 * names the field in messages ("First name must be at most 100 characters").
 */
export function textField(label: string, max: number, min?: { length: number; message: string }) {
  const trimmed = z.string().trim();
  const atLeast = min ? trimmed.min(min.length, { error: min.message }) : trimmed;
  return storable(label, atLeast.max(max, { error: `${label} must be at most ${max} characters` }));
}

/** An email address that fits its column; `message` is the form's own wording for a bad one. */
export function emailField(message: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `Email must be at most ${max} characters` })
    .pipe(z.email({ error: message }));
}
