import MiniSearch from 'minisearch';
import {
  COLD_PRESS_STORY,
  COMPARISON_STORY,
  HERO_STORY,
  OUR_STORY,
  WHY_CHOOSE_US_STORY,
  type ComparisonRow,
} from '@shop/contracts/shop-story';
import { normalizeText } from './question.js';

/** One thing the home page says about the shop, as the chat quotes it. */
export interface StoryPassage {
  /** The id of the piece in shop-story.ts, recorded as the answer's source. */
  id: string;
  /** The whole piece; for a row of the comparison table, the row with all three columns. */
  text: string;
  /** For a row of the comparison table: the aspect and our column only, for a question that compares nothing. */
  ours?: string;
  /** Says how the oil is pressed or kept: no answer to a question about the spices. */
  oilOnly: boolean;
}

/** The pieces about pressing oil; the rest (organic farms, sustainability, the promise) covers the spices too. */
const OIL_ONLY = new Set([
  'pressed-on-demand',
  'traditional-methods',
  'pure-and-natural',
  'cold-pressed-processing',
  'compare-processing',
  'compare-freshness',
  'compare-nutrition',
  'story-pressing',
  'story-local',
]);

/**
 * The words shoppers use for each piece that its own text may lack ("usda", "hexane", "warehouse").
 * Kept here, not in shop-story.ts, because the home page bundles that module and never needs them.
 * A test checks every id is a piece of the story and every piece has words.
 */
export const STORY_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  hero: ['company', 'sell', 'what do you do'],
  'pressed-on-demand': [
    'fresh',
    'freshness',
    'batch',
    'on demand',
    'after order',
    'made to order',
    'pre made',
    'premade',
    'sitting',
    'warehouse',
    'old',
    'months',
    'shelf',
  ],
  'traditional-methods': [
    'how made',
    'make',
    'process',
    'method',
    'pressing',
    'traditional',
    'wood',
    'wooden',
    'ghani',
    'kolhu',
    'marachekku',
    'expeller',
    'machine',
    'temperature',
    'heat',
    'slow',
  ],
  'pure-and-natural': [
    'pure',
    'purity',
    'natural',
    'preservatives',
    'additives',
    'additive',
    'blended',
    'blending',
    'mixed',
    'adulterated',
    'diluted',
    'palm',
    'hexane',
    'chemicals',
    'refined',
    'bleached',
    'deodorised',
    'deodorized',
    'fillers',
  ],
  promise: ['promise', 'quality', 'guarantee', 'motto'],
  'farm-fresh-organic': [
    'organic',
    'certified',
    'certification',
    'certificate',
    'usda',
    'farms',
    'farmers',
    'grown',
    'grows',
    'grow',
    'source',
    'sourced',
    'sourcing',
    'origin',
    'come',
    'india',
    'seeds',
    'spices',
  ],
  'cold-pressed-processing': ['cold pressed', 'chemicals', 'heat', 'flavour', 'flavor', 'taste'],
  'sustainable-living': [
    'sustainable',
    'sustainability',
    'eco',
    'friendly',
    'environment',
    'environmental',
    'planet',
    'green',
    'ethical',
    'local',
  ],
  'compare-sourcing': ['organic', 'sourcing', 'farms', 'origin'],
  'compare-processing': ['refined', 'solvent', 'hexane', 'heat', 'process', 'pressed', 'extracted'],
  'compare-freshness': ['fresh', 'freshness', 'shelf', 'months', 'old', 'warehouse'],
  'compare-nutrition': [
    'nutrition',
    'nutritional',
    'nutrients',
    'vitamin',
    'vitamins',
    'antioxidants',
    'healthy',
    'healthier',
    'health',
    'nutritious',
  ],
  'compare-lifestyle': ['sustainable', 'environment', 'eco', 'local', 'supply chain', 'lifestyle'],
  'story-pressing': [
    'story',
    'history',
    'background',
    'start',
    'started',
    'began',
    'grandparents',
    'family',
    'tradition',
    'taste',
    'tastes',
    'aroma',
    'smell',
    'flavour',
    'flavor',
    'colour',
    'color',
  ],
  'story-local': ['local', 'fresh', 'deliver ourselves'],
};

/** Words of a question that say nothing about which piece of the story it asks for. */
const STOP_WORDS = new Set(
  (
    'a an and the of for to in on at is are was were be been do does did you your yours we our us i me my it its ' +
    'this that these those have has had any some how what whats which who whom when where why can could would ' +
    'should will there their they them than then also just really actually all or if so not no yes with from by ' +
    'as about tell know please oil oils thing things get got guys much many very more most'
  ).split(' '),
);

/** "pressing", "pressed" and "presses" are one word to the search, as are "seeds" and "seed". */
function stem(word: string): string {
  return word.length > 4 ? word.replace(/(ing|ed|es|s)$/, '') : word;
}

const processTerm = (term: string): string | null => {
  const word = normalizeText(term);
  return word.length > 1 && !STOP_WORDS.has(word) ? stem(word) : null;
};

/** Below this BM25 score a piece of the story is too weak a match to quote. */
const MIN_SCORE = 3;
/** At most this many pieces answer one question. */
const MAX_PASSAGES = 3;

function comparisonText(row: ComparisonRow): string {
  const { columns } = COMPARISON_STORY;
  return `${row.aspect}: ${columns.ours}: ${row.ours}. ${columns.conventional}: ${row.conventional}. ${columns.generic}: ${row.generic}.`;
}

/** Every piece of the home page's story, as the chat tells it. */
export function storyPassages(): StoryPassage[] {
  const features = [...COLD_PRESS_STORY.features, ...WHY_CHOOSE_US_STORY.features];
  const passages: Omit<StoryPassage, 'oilOnly'>[] = [
    { id: HERO_STORY.id, text: HERO_STORY.lead },
    ...features.map(({ id, title, text }) => ({ id, text: `${title}: ${text}` })),
    { id: COLD_PRESS_STORY.promise.id, text: `Our promise: ${COLD_PRESS_STORY.promise.text}.` },
    ...COMPARISON_STORY.rows.map((row) => ({
      id: row.id,
      text: comparisonText(row),
      ours: `${row.aspect}: ${row.ours}.`,
    })),
    ...OUR_STORY.paragraphs.map(({ id, text }) => ({ id, text })),
  ];
  return passages.map((passage) => ({ ...passage, oilOnly: OIL_ONLY.has(passage.id) }));
}

/**
 * Full-text search (MiniSearch: BM25, prefix and fuzzy matching) over what the home page says
 * about the shop, with the words shoppers use for each piece. It finds which piece a question
 * about the shop asks for; the topic rules decide whether a question is about the shop at all.
 */
export class StoryIndex {
  readonly passages: readonly StoryPassage[] = storyPassages();
  private readonly search = new MiniSearch<StoryPassage & { keywords: string }>({
    fields: ['text', 'keywords'],
    storeFields: ['id'],
    processTerm,
    searchOptions: {
      boost: { keywords: 3 },
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      prefix: true,
    },
  });

  constructor() {
    // A row of the table is found by what it says of us: the other columns describe other oils.
    this.search.addAll(
      this.passages.map((passage) => ({
        ...passage,
        text: passage.ours ?? passage.text,
        keywords: (STORY_KEYWORDS[passage.id] ?? []).join(' '),
      })),
    );
  }

  /**
   * The pieces a question asks for: the best match, then the best of the rest that matches a word
   * of the question the pieces before did not ("organic and cold pressed?" gets both), none below
   * the floor.
   */
  best(text: string, filter: (passage: StoryPassage) => boolean = () => true): StoryPassage[] {
    const chosen: StoryPassage[] = [];
    const covered = new Set<string>();
    for (const result of this.search.search(text)) {
      const passage = this.passage(String(result.id));
      if (!passage || !filter(passage) || result.score < MIN_SCORE) continue;
      if (result.queryTerms.every((term) => covered.has(term))) continue;
      chosen.push(passage);
      for (const term of result.queryTerms) covered.add(term);
      if (chosen.length === MAX_PASSAGES) break;
    }
    return chosen;
  }

  passage(id: string): StoryPassage | undefined {
    return this.passages.find((passage) => passage.id === id);
  }

  /** The words of the story and its keywords, for the spelling corrector. */
  vocabulary(): string[] {
    return [
      ...this.passages.flatMap((passage) => normalizeText(passage.text).split(' ')),
      ...Object.values(STORY_KEYWORDS).flatMap((words) => words.flatMap((word) => word.split(' '))),
    ];
  }
}
