import MiniSearch from 'minisearch';
import { POLICY_SECTIONS, policySectionText, type PolicySection } from '@shop/contracts/shop-policies';
import type { AnswerPart, Topic } from './answer.js';
import { normalizeText } from './question.js';
import { PRODUCT_STOP_WORDS } from './shop-vocabulary.js';

/** Below this BM25 score a policy section is too weak a match to quote as the answer. */
const MIN_SCORE = 6;

const TOPIC_OF_SECTION: Record<string, Topic> = {
  'faq-delivery-area': 'delivery-area',
  'faq-shipping-cost': 'shipping',
  'faq-dispatch-time': 'shipping',
  'faq-returns': 'returns',
  'faq-cold-pressed': 'about',
  'faq-support-hours': 'contact',
  'shipping-cost': 'shipping',
  'shipping-dispatch': 'shipping',
  'shipping-area': 'delivery-area',
  'returns-policy': 'returns',
  'returns-how': 'returns',
  'returns-damaged': 'returns',
};

/**
 * Full-text search (MiniSearch) over the policy pages' sections, for questions the topic rules
 * do not recognise: the best section is quoted only when it matches well.
 */
export class PolicyIndex {
  private readonly search = new MiniSearch<PolicySection & { text: string }>({
    fields: ['heading', 'text', 'keywords'],
    storeFields: ['id'],
    processTerm: (term) => {
      const word = normalizeText(term);
      return word.length > 2 && !PRODUCT_STOP_WORDS.has(word) ? word : null;
    },
    extractField: (document, field) => {
      const value = document[field as keyof typeof document];
      return Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : '';
    },
    searchOptions: {
      boost: { heading: 2, keywords: 2 },
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      prefix: true,
    },
  });

  constructor() {
    this.search.addAll(POLICY_SECTIONS.map((section) => ({ ...section, text: policySectionText(section) })));
  }

  best(text: string): AnswerPart | null {
    const [top] = this.search.search(text);
    if (!top || top.score < MIN_SCORE) return null;
    const section = POLICY_SECTIONS.find((candidate) => candidate.id === top.id);
    if (!section) return null;
    return {
      topic: TOPIC_OF_SECTION[section.id] ?? 'about',
      text: policySectionText(section),
      sources: [{ kind: 'policy', id: section.id }],
    };
  }

  /** The words of the policies, for the spelling corrector. */
  vocabulary(): string[] {
    return POLICY_SECTIONS.flatMap((section) =>
      normalizeText(`${section.heading ?? ''} ${section.keywords.join(' ')}`).split(' '),
    );
  }
}
