import { listeningPort } from '../src/graceful-shutdown.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import {
  askQuestions,
  checkQuestionSet,
  EVALUATION_ENV,
  formatEvaluation,
  LAST_BOT_TOPICS_SQL,
  questionSet,
  scoreAnswers,
  sharedQuestions,
  type QuestionSet,
} from './chat-evaluation.js';

/**
 * The share of the main set's labelled questions the chat must keep answering correctly. First
 * measured at 85.9 % (238 of 277); after the engine was tuned on the failures of four sets,
 * 100 % (277 of 277, the same on PGlite and PostgreSQL). The floor sits a little below, so a change that
 * makes answers worse fails here.
 */
const ACCURACY_FLOOR = 0.98;

/**
 * The same for the held-out set (chat-questions-held-out.ts). Written blind and first measured at
 * 62.4 % (111 of 178) while the main set scored 99.6 %: the honest figure for unseen questions at
 * the time. Its failures then guided a second round of tuning (patterns, not single questions), after
 * which it scores 96.1 % (171 of 178).
 */
const HELD_OUT_ACCURACY_FLOOR = 0.94;

const MAIN = questionSet('main');
const HELD_OUT = questionSet('held-out');
/**
 * The unseen set (chat-questions-unseen.ts), written blind after both rounds of tuning: its first
 * measurement, 78.6 % (103 of 131), is the honest figure for questions the chat had never seen.
 * Later rounds of tuning on its failure patterns and the final set's brought it to 99.2 % (130 of 131).
 */
const UNSEEN_ACCURACY_FLOOR = 0.97;

const UNSEEN = questionSet('unseen');
/**
 * The final set (chat-questions-final.ts), written blind after the three sets above were tuned
 * against. First measured at 82.9 % (116 of 140); a fourth round of tuning on its failure patterns
 * brought it to 99.3 % (139 of 140).
 */
const FINAL_ACCURACY_FLOOR = 0.97;

const FINAL = questionSet('final');
/**
 * The fresh set (chat-questions-fresh.ts), written blind after the final set, without reading the
 * engine or the other sets' questions: measured once, never tuned against, and with no floor, so
 * its figure stays an estimate rather than a target.
 */
/**
 * The fresh set (chat-questions-fresh.ts), written blind after all four sets above were tuned
 * against, and never tuned against: its figure is the honest estimate for questions the chat has
 * not seen. Measured at 88.7 % (126 of 142, at ca3bb3b); the floor sits a little below, so a change
 * that makes the chat worse at new questions fails here.
 */
const FRESH_ACCURACY_FLOOR = 0.86;

const FRESH = questionSet('fresh');
/**
 * The shop-story set (chat-questions-shop-story.ts): questions about the shop itself (organic,
 * pressing, freshness, seeds, supermarket oil), written blind from what the shop publishes.
 * First measured at 19.1 % (9 of 47), when the chat knew only the FAQ's "what does cold-pressed
 * mean"; after it learnt the home page's story (shop-story.ts), 100 % (47 of 47).
 */
const SHOP_STORY_ACCURACY_FLOOR = 0.95;

const SHOP_STORY = questionSet('shop-story');
/**
 * The delivery-windows set (chat-questions-delivery-windows.ts): when a ZIP, a town or the
 * shopper's address can have a delivery, answered from the live schedule. Written with those
 * answers and tuned against, so this is a regression floor; its facts hold on any day it runs.
 */
const DELIVERY_WINDOWS_ACCURACY_FLOOR = 0.94;

const DELIVERY_WINDOWS = questionSet('delivery-windows');

describe('the support chat on the labelled shopper questions', () => {
  let shop: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    shop = await startTestApp({ env: { ...EVALUATION_ENV } });
    // Real HTTP on a loopback port, as `npm run eval:chat` asks the built server.
    await shop.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${listeningPort(shop.app)}`;
  });
  afterAll(() => shop.close());

  /** Asks the set and throws the whole report (every failure with its answer) below the floor. */
  async function expectAccuracy(set: QuestionSet, floor: number) {
    const asked = await askQuestions(baseUrl, set.questions);
    const rows = (await shop.dataSource.query(LAST_BOT_TOPICS_SQL)) as { sessionId: string; topic: string | null }[];
    const evaluation = scoreAnswers(asked, new Map(rows.map((row) => [row.sessionId, row.topic])));
    if (evaluation.accuracy < floor)
      throw new Error(`${set.title}: accuracy below the floor of ${floor * 100} %:\n${formatEvaluation(evaluation)}`);
    expect(evaluation.scored).toHaveLength(set.questions.length);
  }

  it('labels at least 170 main and 100 held-out questions, signed-in ones among them, every label well formed', () => {
    expect(MAIN.questions.length).toBeGreaterThanOrEqual(170);
    expect(HELD_OUT.questions.length).toBeGreaterThanOrEqual(100);
    for (const set of [MAIN, HELD_OUT]) {
      expect(set.questions.filter((entry) => entry.asker === 'signed-in').length).toBeGreaterThanOrEqual(5);
      expect(() => checkQuestionSet(set.questions)).not.toThrow();
    }
  });

  it('asks no held-out question the main set asks', () => {
    expect(sharedQuestions(HELD_OUT.questions, MAIN.questions)).toEqual([]);
  });

  it('labels at least 80 unseen questions, every label well formed, none worded as in the other sets', () => {
    expect(UNSEEN.questions.length).toBeGreaterThanOrEqual(80);
    expect(() => checkQuestionSet(UNSEEN.questions)).not.toThrow();
    expect(sharedQuestions(UNSEEN.questions, MAIN.questions)).toEqual([]);
    expect(sharedQuestions(UNSEEN.questions, HELD_OUT.questions)).toEqual([]);
  });

  it('labels at least 90 final questions, signed-in ones among them, every label well formed, none worded as in the other sets', () => {
    expect(FINAL.questions.length).toBeGreaterThanOrEqual(90);
    expect(FINAL.questions.filter((entry) => entry.asker === 'signed-in').length).toBeGreaterThanOrEqual(5);
    expect(() => checkQuestionSet(FINAL.questions)).not.toThrow();
    for (const other of [MAIN, HELD_OUT, UNSEEN]) expect(sharedQuestions(FINAL.questions, other.questions)).toEqual([]);
  });

  it('labels at least 90 fresh questions, signed-in ones among them, every label well formed, none worded as in the other sets', () => {
    expect(FRESH.questions.length).toBeGreaterThanOrEqual(90);
    expect(FRESH.questions.filter((entry) => entry.asker === 'signed-in').length).toBeGreaterThanOrEqual(5);
    expect(() => checkQuestionSet(FRESH.questions)).not.toThrow();
    for (const other of [MAIN, HELD_OUT, UNSEEN, FINAL])
      expect(sharedQuestions(FRESH.questions, other.questions)).toEqual([]);
  });

  it('labels at least 40 shop-story questions, a signed-in one among them, every label well formed, none worded as in the other sets', () => {
    expect(SHOP_STORY.questions.length).toBeGreaterThanOrEqual(40);
    expect(SHOP_STORY.questions.some((entry) => entry.asker === 'signed-in')).toBe(true);
    expect(() => checkQuestionSet(SHOP_STORY.questions)).not.toThrow();
    for (const other of [MAIN, HELD_OUT, UNSEEN, FINAL, FRESH])
      expect(sharedQuestions(SHOP_STORY.questions, other.questions)).toEqual([]);
  });

  it('labels at least 30 delivery-window questions, signed-in ones among them, every label well formed, none worded as in the other sets', () => {
    expect(DELIVERY_WINDOWS.questions.length).toBeGreaterThanOrEqual(30);
    expect(DELIVERY_WINDOWS.questions.filter((entry) => entry.asker === 'signed-in').length).toBeGreaterThanOrEqual(3);
    expect(() => checkQuestionSet(DELIVERY_WINDOWS.questions)).not.toThrow();
    for (const other of [MAIN, HELD_OUT, UNSEEN, FINAL, FRESH, SHOP_STORY])
      expect(sharedQuestions(DELIVERY_WINDOWS.questions, other.questions)).toEqual([]);
  });

  it(`answers at least ${ACCURACY_FLOOR * 100} % of the main set correctly`, () =>
    expectAccuracy(MAIN, ACCURACY_FLOOR));

  it(`answers at least ${HELD_OUT_ACCURACY_FLOOR * 100} % of the held-out set correctly`, () =>
    expectAccuracy(HELD_OUT, HELD_OUT_ACCURACY_FLOOR));

  it(`answers at least ${UNSEEN_ACCURACY_FLOOR * 100} % of the unseen set correctly`, () =>
    expectAccuracy(UNSEEN, UNSEEN_ACCURACY_FLOOR));

  it(`answers at least ${FINAL_ACCURACY_FLOOR * 100} % of the final set correctly`, () =>
    expectAccuracy(FINAL, FINAL_ACCURACY_FLOOR));

  it(`answers at least ${FRESH_ACCURACY_FLOOR * 100} % of the fresh set, never tuned against, correctly`, () =>
    expectAccuracy(FRESH, FRESH_ACCURACY_FLOOR));

  it(`answers at least ${SHOP_STORY_ACCURACY_FLOOR * 100} % of the shop-story set correctly`, () =>
    expectAccuracy(SHOP_STORY, SHOP_STORY_ACCURACY_FLOOR));

  it(`answers at least ${DELIVERY_WINDOWS_ACCURACY_FLOOR * 100} % of the delivery-windows set correctly`, () =>
    expectAccuracy(DELIVERY_WINDOWS, DELIVERY_WINDOWS_ACCURACY_FLOOR));
});
