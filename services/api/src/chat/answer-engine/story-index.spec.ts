import {
  COLD_PRESS_STORY,
  COMPARISON_STORY,
  HERO_STORY,
  OUR_STORY,
  WHY_CHOOSE_US_STORY,
} from '@shop/contracts/shop-story';
import { STORY_KEYWORDS, StoryIndex } from './story-index.js';

describe('the story index', () => {
  const index = new StoryIndex();
  const ids = (passages: readonly { id: string }[]) => passages.map((passage) => passage.id);

  it('holds every piece the home page publishes, each quoted as the page shows it, and shoppers’ words for each', () => {
    const published = [
      [HERO_STORY.id, HERO_STORY.lead],
      ...[...COLD_PRESS_STORY.features, ...WHY_CHOOSE_US_STORY.features].map(({ id, text }) => [id, text]),
      [COLD_PRESS_STORY.promise.id, COLD_PRESS_STORY.promise.text],
      ...COMPARISON_STORY.rows.map(({ id, ours, conventional, generic }) => [id, `${ours}. `, conventional, generic]),
      ...OUR_STORY.paragraphs.map(({ id, text }) => [id, text]),
    ];
    expect(ids(index.passages)).toEqual(published.map(([id]) => id));
    for (const [id, ...texts] of published) {
      const passage = index.passage(id as string);
      for (const text of texts) expect(passage?.text).toContain(text);
    }
    // A renamed piece must take its keywords along: no keywords for a piece that is not there.
    expect(Object.keys(STORY_KEYWORDS).sort()).toEqual(ids(index.passages).sort());
  });

  it('quotes a row of the comparison table by what it says of us when nothing is compared', () => {
    const [nutrition] = index.best('does it have vitamin e');
    expect(nutrition?.ours).toBe('Nutritional value: Keeps the natural vitamin E and antioxidants of the seed.');
  });

  it('finds one piece per thing asked: both for "organic and cold pressed", one for "fresh"', () => {
    const both = index.best('is your oil organic and cold pressed');
    expect(ids(both)[0]).toBe('cold-pressed-processing');
    expect(both.slice(1).map((passage) => passage.text)).toContainEqual(expect.stringContaining('certified organic'));
    expect(index.best('how fresh is the oil')).toHaveLength(1);
  });

  it('finds nothing for words the story does not use, and leaves out what a filter refuses', () => {
    expect(index.best('halal kosher')).toEqual([]);
    const spices = index.best('spices pressed heat', (passage) => !passage.oilOnly);
    expect(spices.every((passage) => !passage.oilOnly)).toBe(true);
  });
});
