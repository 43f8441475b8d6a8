import { chatMessageParts, chatRequestSchema } from './chat.js';

describe('chatMessageParts', () => {
  it('turns same-site [label](/path) links into link parts and keeps the rest as text', () => {
    expect(chatMessageParts('See [Sesame Oil](/product/2) or [our plans](/subscriptions).')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'Sesame Oil', href: '/product/2' },
      { kind: 'text', text: ' or ' },
      { kind: 'link', text: 'our plans', href: '/subscriptions' },
      { kind: 'text', text: '.' },
    ]);
  });

  it.each([
    ['another site', '[x](https://evil.example)'],
    ['a protocol-relative address', '[x](//evil.example/path)'],
    ['a script address', '[x](javascript:alert(1))'],
    ['markup', '<a href="/product/2">x</a>'],
  ])('leaves %s as plain text', (_case, message) => {
    expect(chatMessageParts(message)).toEqual([{ kind: 'text', text: message }]);
  });

  it('keeps query strings and anchors of same-site links', () => {
    expect(chatMessageParts('[sign in](/login?returnTo=%2Forders) [contact](/#contact)')).toEqual([
      { kind: 'link', text: 'sign in', href: '/login?returnTo=%2Forders' },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'contact', href: '/#contact' },
    ]);
  });
});

describe('chatRequestSchema', () => {
  it('trims the message and refuses one that is only whitespace', () => {
    expect(chatRequestSchema.parse({ message: '  hi  ' }).message).toBe('hi');
    expect(chatRequestSchema.safeParse({ message: ' \n\t ' }).success).toBe(false);
  });

  it('accepts any short text as a session id (an unknown one simply starts a new conversation)', () => {
    expect(chatRequestSchema.safeParse({ message: 'hi', sessionId: 'not-one-of-ours' }).success).toBe(true);
    expect(chatRequestSchema.safeParse({ message: 'hi', sessionId: 'x'.repeat(101) }).success).toBe(false);
  });
});
