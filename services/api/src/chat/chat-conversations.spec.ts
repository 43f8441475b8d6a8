import request from 'supertest';
import { CHAT_SESSION_HEADER } from '@shop/contracts/chat';
import { productListSchema, type Product } from '@shop/contracts/products';
import {
  accountOf,
  historyOf,
  say,
  storedMessages,
  storedSession,
  type StoredChatMessage,
} from '../../test/chat-helpers.js';
import { browser, newShopper } from '../../test/shopper-agent.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/** What the contract promises of a session id: 32 url-safe characters (24 random bytes). */
const SESSION_ID = /^[A-Za-z0-9_-]{32}$/;

describe('chat conversations', () => {
  let shop: TestApp;
  let sesame: Product;

  beforeAll(async () => {
    shop = await startTestApp();
    const products = productListSchema.parse((await request(shop.http).get('/api/products')).body);
    sesame = products.find((product) => product.name === 'Cold-Pressed Sesame (Gingelly) Oil')!;
  });
  afterAll(() => shop.close());

  async function signedIn() {
    const client = browser(shop);
    await client.post('/api/auth/register', newShopper()).expect(201);
    return client;
  }

  /** The history the window would show for stored rows: their ids, text, sender and time, oldest first. */
  const asHistory = (rows: StoredChatMessage[]) => ({
    messages: rows.map((row) => ({
      id: String(row.id),
      message: row.message,
      isBot: row.isBot,
      author: row.author,
      timestamp: row.createdAt.toISOString(),
    })),
  });

  describe('persistence', () => {
    it("stores the visitor's message, then the bot's answer with its topic and sources, in a new session", async () => {
      const visitor = browser(shop);
      const answer = await say(visitor, 'How much is the sesame oil?');

      expect(answer.sessionId).toMatch(SESSION_ID);
      expect(answer.response).toContain('$18.99');
      expect(await storedSession(shop, answer.sessionId)).toMatchObject({
        userId: null,
        handoffState: 'none',
        handoffEmail: null,
        handoffRequestedAt: null,
        misunderstandings: 0,
      });
      const rows = await storedMessages(shop, answer.sessionId);
      expect(rows).toMatchObject([
        { message: 'How much is the sesame oil?', isBot: false, author: 'shopper', topic: null, sources: null },
        {
          message: answer.response,
          isBot: true,
          author: 'bot',
          topic: 'product',
          sources: [{ kind: 'product', id: String(sesame.id) }],
        },
      ]);
      expect(rows[0]!.id).toBeLessThan(rows[1]!.id);
    });

    it('continues the conversation of the session id it is sent, and its history is exactly that conversation', async () => {
      const visitor = browser(shop);
      const first = await say(visitor, 'Is the sesame oil in stock?');
      // Another visitor talks in between, so the two conversations' rows interleave.
      const other = await say(browser(shop), 'What plans do you have?');
      const second = await say(visitor, 'Thanks!', first.sessionId);

      expect(second.sessionId).toBe(first.sessionId);
      expect(other.sessionId).not.toBe(first.sessionId);
      const rows = await storedMessages(shop, first.sessionId);
      expect(rows.map((row) => [row.isBot, row.message])).toEqual([
        [false, 'Is the sesame oil in stock?'],
        [true, first.response],
        [false, 'Thanks!'],
        [true, second.response],
      ]);
      expect(rows.at(-1)!.topic).toBe('thanks');

      const history = await historyOf(visitor, first.sessionId);
      expect(history).toEqual(asHistory(rows));
      // Oldest first; nothing of the other conversation.
      expect(history.messages.map((message) => Number(message.id))).toEqual(
        [...history.messages.map((message) => Number(message.id))].sort((a, b) => a - b),
      );
      expect(history.messages.map((message) => message.message)).not.toContain('What plans do you have?');
      // Whoever holds an anonymous conversation's id reads it: the id is the key.
      expect(await historyOf(browser(shop), first.sessionId)).toEqual(history);
    });
  });

  describe('session isolation', () => {
    /** Values that are not one of our ids, several of them near a real one: each must start afresh. */
    const notSessionIds = (id: string) => [
      id.slice(0, 31),
      `${id}A`,
      ` ${id}`,
      `${id}\n`,
      `${id.slice(0, 31)}!`,
      `${id.slice(0, 31)}=`,
      `${id.slice(0, 30)}+/`,
      `${id.slice(0, 16)}%${id.slice(17)}`,
      "' OR '1'='1",
      '',
      'x'.repeat(100),
    ];

    it('starts a new session for a missing, unknown or malformed id, never touching another conversation', async () => {
      const owner = browser(shop);
      const original = await say(owner, 'Do you sell turmeric?');
      const before = await storedMessages(shop, original.sessionId);

      const stranger = browser(shop);
      const unknownId = 'A'.repeat(32);
      const starts = [undefined, unknownId, ...notSessionIds(original.sessionId)];
      const sessions = new Set<string>([original.sessionId]);
      for (const sent of starts) {
        const answer = await say(stranger, 'Do you sell cumin?', sent);
        expect(answer.sessionId).toMatch(SESSION_ID);
        expect(sessions.has(answer.sessionId)).toBe(false);
        sessions.add(answer.sessionId);
        expect(await storedMessages(shop, answer.sessionId)).toHaveLength(2);
      }
      // The id a browser sends is never adopted as a new conversation's id.
      expect(await storedSession(shop, unknownId)).toBeUndefined();
      expect(await storedMessages(shop, original.sessionId)).toEqual(before);
    });

    it('shows no history for a missing, unknown or malformed id', async () => {
      const owner = browser(shop);
      const { sessionId } = await say(owner, 'Do you sell turmeric?');
      const stranger = browser(shop);
      expect(await historyOf(stranger)).toEqual({ messages: [] });
      expect(await historyOf(stranger, 'B'.repeat(32))).toEqual({ messages: [] });
      // Headers cannot carry line breaks, and surrounding spaces are not part of a header's value.
      for (const sent of notSessionIds(sessionId).filter((value) => value.trim() === value && value !== '')) {
        expect(await historyOf(stranger, sent)).toEqual({ messages: [] });
      }
      expect((await historyOf(owner, sessionId)).messages).toHaveLength(2);
    });

    it('answers an unknown history header like any other: 200, no messages, not cached', async () => {
      const response = await browser(shop)
        .get('/api/chat/history')
        .set(CHAT_SESSION_HEADER, 'C'.repeat(32))
        .expect(200);
      expect(response.body).toEqual({ messages: [] });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it("keeps a signed-in shopper's conversation from anonymous visitors and from other shoppers", async () => {
      const shopper = await signedIn();
      const account = await accountOf(shopper);
      const theirs = await say(shopper, 'Is the coconut oil in stock?');
      expect((await storedSession(shop, theirs.sessionId))?.userId).toBe(account.id);
      const before = await storedMessages(shop, theirs.sessionId);

      const anonymous = browser(shop);
      const otherShopper = await signedIn();
      for (const intruder of [anonymous, otherShopper]) {
        expect(await historyOf(intruder, theirs.sessionId)).toEqual({ messages: [] });
        const answer = await say(intruder, 'Show me what we talked about', theirs.sessionId);
        expect(answer.sessionId).not.toBe(theirs.sessionId);
        expect(answer.response).not.toContain('coconut');
        expect(await historyOf(intruder, answer.sessionId)).toMatchObject({
          messages: [{ message: 'Show me what we talked about' }, { isBot: true }],
        });
      }
      expect((await storedSession(shop, theirs.sessionId))?.userId).toBe(account.id);
      expect(await storedMessages(shop, theirs.sessionId)).toEqual(before);
      // The owner still has it all.
      expect(await historyOf(shopper, theirs.sessionId)).toEqual(asHistory(before));
    });

    it('gives a visitor who signs in their anonymous conversation, which is then closed to anonymous use', async () => {
      const visitor = browser(shop);
      const started = await say(visitor, 'Do you have mustard oil?');
      expect((await storedSession(shop, started.sessionId))?.userId).toBeNull();

      await visitor.post('/api/auth/register', newShopper()).expect(201);
      const account = await accountOf(visitor);
      const continued = await say(visitor, 'And how much is it?', started.sessionId);
      expect(continued.sessionId).toBe(started.sessionId);
      expect((await storedSession(shop, started.sessionId))?.userId).toBe(account.id);
      expect((await historyOf(visitor, started.sessionId)).messages).toHaveLength(4);

      // Another browser holding the id, and the same browser once signed out (a shared computer).
      await visitor.navigate('/api/logout').expect(302);
      for (const anonymous of [browser(shop), visitor]) {
        expect(await historyOf(anonymous, started.sessionId)).toEqual({ messages: [] });
        const answer = await say(anonymous, 'Hello', started.sessionId);
        expect(answer.sessionId).not.toBe(started.sessionId);
      }
      expect(await storedMessages(shop, started.sessionId)).toHaveLength(4);
    });
  });
});
