/** The outbox's subject column: PostgreSQL counts its length in characters (code points). */
export const SUBJECT_MAX_CHARACTERS = 200;

/** Line breaks of every kind, with the spaces around them. */
const LINE_BREAKS = /[^\S\r\n\u2028\u2029]*[\r\n\u2028\u2029]+\s*/g;

/**
 * A subject as it is stored and sent: one line (a shopper's text can carry line breaks into a
 * "Re: …" subject, and a header must not), cut to the column's length on a code-point boundary, so
 * an emoji at the cut is dropped whole rather than split into a broken character.
 */
export function cleanSubject(subject: string): string {
  const oneLine = subject.replace(LINE_BREAKS, ' ').trim();
  const characters = Array.from(oneLine);
  return characters.length <= SUBJECT_MAX_CHARACTERS
    ? oneLine
    : characters.slice(0, SUBJECT_MAX_CHARACTERS).join('').trimEnd();
}
