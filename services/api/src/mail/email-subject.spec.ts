import { cleanSubject, SUBJECT_MAX_CHARACTERS } from './email-subject.js';

describe('cleanSubject', () => {
  it('joins the lines of a subject with single spaces', () => {
    expect(cleanSubject('Re: Hello\r\nBcc: everyone@example.com')).toBe('Re: Hello Bcc: everyone@example.com');
    expect(cleanSubject('Re: one\n\n  two\rthree\u2028four')).toBe('Re: one two three four');
    expect(cleanSubject('  Re: padded \n')).toBe('Re: padded');
  });

  it('keeps a subject that fits as it is, emoji and accents included', () => {
    const subject = `Re: ${'🌻'.repeat(10)} Café`;
    expect(cleanSubject(subject)).toBe(subject);
  });

  it('cuts a long subject on a code point, never inside an emoji', () => {
    // 199 letters then emoji: a cut at 200 UTF-16 units would split the first emoji's surrogate pair.
    const subject = `${'a'.repeat(SUBJECT_MAX_CHARACTERS - 1)}${'😀'.repeat(5)}`;
    const cut = cleanSubject(subject);
    expect(Array.from(cut)).toHaveLength(SUBJECT_MAX_CHARACTERS);
    expect(cut.endsWith('a😀')).toBe(true);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    expect(cut).not.toContain('\uFFFD');
  });

  it('holds 200 emoji, each whole', () => {
    const cut = cleanSubject('🌶️'.repeat(150));
    expect(Array.from(cut)).toHaveLength(SUBJECT_MAX_CHARACTERS);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
