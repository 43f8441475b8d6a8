import type request from 'supertest';
import { apiErrorSchema } from '@shop/contracts/errors';
import { chatRowCounts, historyOf, say, sendChat, storedMessages } from '../../test/chat-helpers.js';
import { browser, newShopper } from '../../test/shopper-agent.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The chat's two limits, set low: 3 messages a minute from one address (counted by the address in
 * X-Forwarded-For, which the test app trusts as a proxy's), and 5 a minute in one conversation
 * whatever the address (the message that starts a conversation is not counted in it).
 */
const PER_ADDRESS = 3;
const PER_CONVERSATION = 5;

describe('chat rate limits', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({
      env: {
        RATE_LIMIT_CHAT_PER_ADDRESS: `${PER_ADDRESS}/1m`,
        RATE_LIMIT_CHAT_PER_SESSION: `${PER_CONVERSATION}/1m`,
      },
    });
  });
  afterAll(() => shop.close());

  /** A 429 RATE_LIMITED that says how long to wait (at most the one-minute window). */
  function expectRateLimited(response: request.Response) {
    expect(response.status).toBe(429);
    expect(apiErrorSchema.parse(response.body)).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    const retryAfter = Number(response.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  }

  it('refuses the 4th message from one address with 429 and Retry-After, and stores nothing for it', async () => {
    const flooder = browser(shop, '203.0.113.10');
    // New conversations and a continued one alike count for the address.
    const first = await say(flooder, 'Hello');
    await say(flooder, 'Is the sesame oil in stock?', first.sessionId);
    await say(flooder, 'What plans do you have?');

    const before = await chatRowCounts(shop);
    const conversation = await storedMessages(shop, first.sessionId);
    expectRateLimited(await sendChat(flooder, 'One more?', first.sessionId));
    expectRateLimited(await sendChat(flooder, 'And a new conversation?'));
    expect(await chatRowCounts(shop)).toEqual(before);
    expect(await storedMessages(shop, first.sessionId)).toEqual(conversation);

    // Other addresses are not affected, and reading a conversation is not a message.
    await say(browser(shop, '203.0.113.11'), 'Hello');
    expect((await historyOf(flooder, first.sessionId)).messages).toHaveLength(4);
  });

  it('counts every message from the address, signed in or not', async () => {
    const address = '203.0.113.20';
    const shopper = browser(shop, address);
    await shopper.post('/api/auth/register', newShopper()).expect(201);
    for (let message = 0; message < PER_ADDRESS; message += 1) await say(shopper, 'Hello');
    expectRateLimited(await sendChat(browser(shop, address), 'Hello'));
  });

  it('limits one conversation to 5 messages, its first included, whichever addresses send them', async () => {
    const started = await say(browser(shop), 'Hello');
    // Each message from its own address: only the conversation's limit can refuse them.
    for (let message = 1; message < PER_CONVERSATION; message += 1) {
      await say(browser(shop), `Question ${message + 1}`, started.sessionId);
    }
    const before = await chatRowCounts(shop);
    const refused = await sendChat(browser(shop), 'One too many', started.sessionId);
    expectRateLimited(refused);
    expect(apiErrorSchema.parse(refused.body).message).toContain('Too many messages in this conversation.');
    expect(await chatRowCounts(shop)).toEqual(before);
    expect(await storedMessages(shop, started.sessionId)).toHaveLength(2 * PER_CONVERSATION);

    // The same visitor can still start another conversation.
    const fresh = await say(browser(shop), 'Hello');
    expect(fresh.sessionId).not.toBe(started.sessionId);
  });

  it("does not let visitors holding a shopper's conversation id use up that conversation's limit", async () => {
    const shopper = browser(shop);
    await shopper.post('/api/auth/register', newShopper()).expect(201);
    const theirs = await say(shopper, 'Hello');
    // Intruders' messages start conversations of their own, so they count against those only.
    for (let message = 0; message < PER_CONVERSATION + 1; message += 1) {
      const answer = await say(browser(shop), 'Hello', theirs.sessionId);
      expect(answer.sessionId).not.toBe(theirs.sessionId);
    }
    await say(shopper, 'Is the coconut oil in stock?', theirs.sessionId);
  });
});
