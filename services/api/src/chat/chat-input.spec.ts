import { CHAT_SESSION_HEADER, chatHistorySchema, chatResponseSchema } from '@shop/contracts/chat';
import { apiErrorSchema } from '@shop/contracts/errors';
import { FIELD_LIMITS } from '@shop/contracts/field-limits';
import { chatRowCounts, say, sendChat, storedMessages } from '../../test/chat-helpers.js';
import { browser } from '../../test/shopper-agent.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe('what the chat is sent', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ seed: false });
  });
  afterAll(() => shop.close());

  describe('markup', () => {
    // Stored and shown as text: the window never renders it, so it is kept exactly as typed.
    const markup =
      '<script>alert(1)</script> <img src=x onerror=alert(1)> [click](/evil) &amp; "quoted" \'single\' ü 🌶️';

    it('stores a message with markup byte for byte and returns it unchanged in the history', async () => {
      const visitor = browser(shop);
      const response = await sendChat(visitor, markup).expect(200);
      expect(response.headers['content-type']).toMatch(/^application\/json\b/);
      const { sessionId } = chatResponseSchema.parse(response.body);

      const [stored] = await storedMessages(shop, sessionId);
      expect(stored).toMatchObject({ message: markup, isBot: false });
      expect(Buffer.from(stored!.message, 'utf8').equals(Buffer.from(markup, 'utf8'))).toBe(true);

      const historyResponse = await visitor.get('/api/chat/history').set(CHAT_SESSION_HEADER, sessionId).expect(200);
      expect(historyResponse.headers['content-type']).toMatch(/^application\/json\b/);
      expect(chatHistorySchema.parse(historyResponse.body).messages[0]?.message).toBe(markup);
    });

    it("never echoes the visitor's markup into the bot's answer", async () => {
      const { response } = await say(browser(shop), markup);
      expect(response).not.toContain('<script>');
      expect(response).not.toContain('onerror');
      expect(response).not.toContain('/evil');
    });
  });

  describe('bad input', () => {
    const fieldsOf = (body: unknown) =>
      apiErrorSchema
        .parse(body)
        .fieldErrors?.map((error) => error.field)
        .sort();

    const refused: [string, object, string][] = [
      ['no message', {}, 'message'],
      ['an empty message', { message: '' }, 'message'],
      ['a whitespace-only message', { message: ' \t\n ' }, 'message'],
      ['a message over 2000 characters', { message: 'a'.repeat(FIELD_LIMITS.chatMessage + 1) }, 'message'],
      ['a message that is not text', { message: 42 }, 'message'],
      ['a message that is a list', { message: ['hi'] }, 'message'],
      ['a message that is null', { message: null }, 'message'],
      ['a NUL character', { message: 'hello\u0000there' }, 'message'],
      ['a lone surrogate', { message: 'hello \ud83c' }, 'message'],
      ['a session id that is not text', { message: 'hi', sessionId: 12345 }, 'sessionId'],
      ['a session id that is null', { message: 'hi', sessionId: null }, 'sessionId'],
      [
        'a session id over 100 characters',
        { message: 'hi', sessionId: 'a'.repeat(FIELD_LIMITS.chatSessionId + 1) },
        'sessionId',
      ],
      ['an unknown field', { message: 'hi', userId: 'someone-else' }, 'userId'],
    ];

    it.each(refused)('refuses %s with 400 naming the field, and stores nothing', async (_case, body, field) => {
      const before = await chatRowCounts(shop);
      const response = await browser(shop).post('/api/chat', body).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(fieldsOf(response.body)).toEqual([field]);
      expect(await chatRowCounts(shop)).toEqual(before);
    });

    it('refuses a body that is not JSON with 400 INVALID_JSON, and stores nothing', async () => {
      const before = await chatRowCounts(shop);
      for (const text of ['{"message": "hi"', "{'message': 'hi'}", 'message=hi']) {
        const response = await browser(shop)
          .agent.post('/api/chat')
          .set('Sec-Fetch-Site', 'same-origin')
          .set('Content-Type', 'application/json')
          .send(text)
          .expect(400);
        expect(apiErrorSchema.parse(response.body).code).toBe('INVALID_JSON');
      }
      expect(await chatRowCounts(shop)).toEqual(before);
    });

    it('refuses JSON that is not an object: a list names the root, a bare string is not JSON to the API', async () => {
      const before = await chatRowCounts(shop);
      const send = (text: string) =>
        browser(shop)
          .agent.post('/api/chat')
          .set('Sec-Fetch-Site', 'same-origin')
          .set('Content-Type', 'application/json')
          .send(text)
          .expect(400);
      const list = apiErrorSchema.parse((await send('["hi"]')).body);
      expect(list.code).toBe('VALIDATION_FAILED');
      expect(list.fieldErrors?.map((error) => error.field)).toEqual(['(root)']);
      // The JSON parser is strict: only objects and lists are bodies.
      expect(apiErrorSchema.parse((await send('"hi"')).body).code).toBe('INVALID_JSON');
      expect(await chatRowCounts(shop)).toEqual(before);
    });

    it('accepts a message of exactly 2000 characters and a session id of exactly 100 (a new session)', async () => {
      const visitor = browser(shop);
      const longest = `${'Is the sesame oil in stock? '.repeat(72)}`.slice(0, FIELD_LIMITS.chatMessage - 1) + '?';
      expect(longest).toHaveLength(FIELD_LIMITS.chatMessage);
      const answer = await say(visitor, longest, 's'.repeat(FIELD_LIMITS.chatSessionId));
      expect(answer.sessionId).not.toBe('s'.repeat(FIELD_LIMITS.chatSessionId));
      expect((await storedMessages(shop, answer.sessionId))[0]?.message).toBe(longest);
    });

    it('refuses a message from another site before reading it', async () => {
      const before = await chatRowCounts(shop);
      const response = await browser(shop)
        .agent.post('/api/chat')
        .set('Sec-Fetch-Site', 'cross-site')
        .set('Origin', 'https://evil.example')
        .send({ message: 'hi' })
        .expect(403);
      expect(apiErrorSchema.parse(response.body).code).toBe('CROSS_SITE_REQUEST');
      expect(await chatRowCounts(shop)).toEqual(before);
    });
  });
});
