import { COMPARISON_STORY, OUR_STORY, WHY_CHOOSE_US_STORY } from '@shop/contracts/shop-story';
import { say, storedMessages } from '../../../test/chat-helpers.js';
import { browser } from '../../../test/shopper-agent.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

/** The chat answers questions about the shop itself in the words of the home page (shop-story.ts). */
describe("the chat on the shop's own story", () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  const feature = (id: string) => WHY_CHOOSE_US_STORY.features.find((candidate) => candidate.id === id)!;

  it('answers "organic?" with the home page’s sentence and records the piece it quoted', async () => {
    const answer = await say(browser(shop), 'where do u get ur seeds from, r they organic');
    expect(answer.response).toContain(feature('farm-fresh-organic').text);
    expect((await storedMessages(shop, answer.sessionId)).at(-1)).toMatchObject({
      topic: 'about',
      sources: expect.arrayContaining([{ kind: 'story', id: 'farm-fresh-organic' }]),
    });
  });

  it('compares with supermarket oil row by row, as the comparison table does, and not as a business inquiry', async () => {
    const answer = await say(browser(shop), 'diffrence between ur oil and grocery store oil?');
    expect(answer.response).toContain(COMPARISON_STORY.caption);
    for (const row of COMPARISON_STORY.rows) {
      expect(answer.response).toContain(
        `${row.aspect}: ${COMPARISON_STORY.columns.ours}: ${row.ours}. ${COMPARISON_STORY.columns.conventional}: ${row.conventional}.`,
      );
    }
    expect(answer.response).not.toContain('business inquiry');
  });

  it('tells the whole story when asked for it, and Why Choose Us when asked why', async () => {
    const story = await say(browser(shop), 'whats the story behind ur shop?');
    for (const { text } of OUR_STORY.paragraphs) expect(story.response).toContain(text);
    const why = await say(browser(shop), 'why should i buy from you guys');
    for (const { title, text } of WHY_CHOOSE_US_STORY.features) expect(why.response).toContain(`${title}: ${text}`);
  });

  it('says nothing about pressing when asked about the spices, and makes up no certificate', async () => {
    const spices = await say(browser(shop), 'how are ur spices processed?');
    expect(spices.response).toContain(feature('farm-fresh-organic').text);
    expect(spices.response).not.toMatch(/press/i);
    const halal = await say(browser(shop), 'are your oils halal certified?');
    expect(halal.response).toContain("I don't know");
    expect(halal.response).not.toMatch(/certified/i);
  });
});
