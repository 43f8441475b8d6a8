import { FREE_DELIVERY_RADIUS_MILES } from '@shop/contracts/constants';
import { SHOP_ADDRESS, SHOP_NAME } from '@shop/contracts/shop-contact';
import { policySection, policySectionText } from '@shop/contracts/shop-policies';
import { COMPARISON_STORY, OUR_STORY, WHY_CHOOSE_US_STORY } from '@shop/contracts/shop-story';
import type { AnswerSource } from '../../chat-message.entity.js';
import type { AnswerPart } from '../answer.js';
import type { Question } from '../question.js';
import type { StoryIndex, StoryPassage } from '../story-index.js';
import { ASKS_OUR_STORY, ASKS_WHY_CHOOSE_US, COMPARES_WITH_OTHER_OILS } from '../story-questions.js';

/** Who we are, from the shop's own details, for "are you local?" and "who runs this shop?". */
const WHO_WE_ARE = `We are ${SHOP_NAME}, a local shop in ${SHOP_ADDRESS.city}, ${SHOP_ADDRESS.state} (${SHOP_ADDRESS.street}): we press oils in small batches and sell Indian spices, and we deliver ourselves within ${FREE_DELIVERY_RADIUS_MILES} miles.`;

const ASKS_WHO_WE_ARE = /\b(local|who (runs|owns|started|makes)|about (you|your)|based|where are you)\b/;

/** What cold-pressed means is the FAQ page's to say; any question about how the oil is made gets it. */
const ASKS_HOW_IT_IS_MADE =
  /\b(cold|press|pressed|ghani|refined|unrefined|chemicals?|solvents?|bleached|processed|additives?|preservatives?|made)\b/;
const COLD_PRESSED_FAQ = 'faq-cold-pressed';

/**
 * Questions about the shop itself, answered from what it publishes: who we are (the contact
 * details), the home page's story (the piece the question asks for, or the comparison table's
 * rows it asks about, all rows when it names none) and the FAQ page's "What does cold-pressed
 * mean?". Nothing else: a question the published text does not answer was never sent here.
 */
export function answerAbout(question: Question, story: StoryIndex): AnswerPart | null {
  const lines: string[] = [];
  const sources: AnswerSource[] = [];
  const quote = (text: string, source: AnswerSource) => {
    lines.push(text);
    sources.push(source);
  };
  const asksWhoWeAre = question.says(ASKS_WHO_WE_ARE);
  // The home page tells how the oil is pressed; how the spices are handled it does not say.
  const spicesOnly = question.says(/\bspices?\b/) && !question.says(/\boils?\b/);
  if (asksWhoWeAre) quote(WHO_WE_ARE, { kind: 'contact', id: 'shop-contact' });
  const isRow = (passage: StoryPassage) => passage.ours !== undefined;
  if (question.says(COMPARES_WITH_OTHER_OILS)) {
    const fits = (passage: StoryPassage) => isRow(passage) && !(spicesOnly && passage.oilOnly);
    const named = story.best(question.text, fits);
    const rows = named.length ? named : story.passages.filter(fits);
    lines.push(`${COMPARISON_STORY.caption}:\n${rows.map((row) => `• ${row.text}`).join('\n')}`);
    sources.push(...rows.map((row): AnswerSource => ({ kind: 'story', id: row.id })));
  } else if (question.says(ASKS_WHY_CHOOSE_US)) {
    const { heading, features } = WHY_CHOOSE_US_STORY;
    lines.push(`${heading}:\n${features.map(({ title, text }) => `• ${title}: ${text}`).join('\n')}`);
    sources.push(...features.map(({ id }): AnswerSource => ({ kind: 'story', id })));
  } else if (question.says(ASKS_OUR_STORY)) {
    for (const { id, text } of OUR_STORY.paragraphs) quote(text, { kind: 'story', id });
  } else {
    // The hero's summary says less than who we are, when that was asked.
    const passages = story.best(
      question.text,
      (passage) => !(asksWhoWeAre && passage.id === 'hero') && !(spicesOnly && passage.oilOnly),
    );
    for (const passage of passages) quote(passage.ours ?? passage.text, { kind: 'story', id: passage.id });
  }
  if (!spicesOnly && (question.says(ASKS_HOW_IT_IS_MADE) || lines.length === 0)) {
    quote(policySectionText(policySection(COLD_PRESSED_FAQ)), { kind: 'policy', id: COLD_PRESSED_FAQ });
  }
  return lines.length ? { topic: 'about', text: lines.join('\n'), sources } : null;
}
