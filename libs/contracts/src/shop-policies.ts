import {
  CONTACT_RESPONSE_HOURS,
  FREE_DELIVERY_RADIUS_MILES,
  RETURN_POLICY_DAYS,
  SHIPS_IN_BUSINESS_DAYS,
  SUPPORT_HOURS,
} from './constants.js';
import { freeShippingNote } from './money.js';
import { ORDERS_EMAIL } from './shop-contact.js';

/**
 * The shop's policies, written once: the FAQ, Shipping Info and Returns pages render these
 * sections, and the support chat answers from the very same text, so the two can never disagree.
 */

/** A run of text, or a link to a page of the shop (or a mailto:). */
export type PolicyInline = string | { text: string; href: string };
export type PolicyParagraph = readonly PolicyInline[];
export type PolicyPageName = 'faq' | 'shipping' | 'returns';

export interface PolicySection {
  /** Stable id: the chat records it as the source of an answer. */
  id: string;
  page: PolicyPageName;
  /** The section's heading on its page (a question on the FAQ); none for an opening paragraph. */
  heading?: string;
  paragraphs: readonly PolicyParagraph[];
  /** A bulleted list after the paragraphs. */
  list?: readonly string[];
  /** Numbered steps after the paragraphs. */
  steps?: readonly PolicyParagraph[];
  /** Words shoppers use for this subject that the text itself may not contain (for the chat's search). */
  keywords: readonly string[];
}

export const POLICY_PAGE_PATHS: Record<PolicyPageName, string> = {
  faq: '/faq',
  shipping: '/shipping',
  returns: '/returns',
};

/** Where the shop delivers, as the home page, the Shipping Info page and the chat list it. */
export const DELIVERY_AREA_LINES: readonly string[] = [
  'Cumming: our primary area',
  'Forsyth County: full coverage',
  'The Lake Lanier area',
  'Select parts of Alpharetta',
  `Extended service area: a ${FREE_DELIVERY_RADIUS_MILES}-mile radius around Cumming`,
];

const shippingLink = { text: 'Shipping Info', href: POLICY_PAGE_PATHS.shipping };
const returnsLink = { text: 'Returns', href: POLICY_PAGE_PATHS.returns };
const ordersEmailLink = { text: ORDERS_EMAIL, href: `mailto:${ORDERS_EMAIL}` };

export const POLICY_SECTIONS: readonly PolicySection[] = [
  {
    id: 'faq-delivery-area',
    page: 'faq',
    heading: 'Where do you deliver?',
    paragraphs: [
      [
        `Cumming is our primary area; we also cover all of Forsyth County, the Lake Lanier area, select parts of Alpharetta and an extended area within ${FREE_DELIVERY_RADIUS_MILES} miles of Cumming. See `,
        shippingLink,
        '.',
      ],
    ],
    keywords: ['deliver', 'delivery', 'area', 'where', 'location', 'radius', 'miles'],
  },
  {
    id: 'faq-shipping-cost',
    page: 'faq',
    heading: 'How much is shipping?',
    paragraphs: [[freeShippingNote()]],
    keywords: ['shipping', 'cost', 'fee', 'free', 'charge', 'price', 'delivery'],
  },
  {
    id: 'faq-dispatch-time',
    page: 'faq',
    heading: 'How soon will my order ship?',
    paragraphs: [[`Orders ship in ${SHIPS_IN_BUSINESS_DAYS} business days.`]],
    keywords: ['ship', 'how long', 'when', 'arrive', 'soon', 'days', 'fast', 'dispatch'],
  },
  {
    id: 'faq-returns',
    page: 'faq',
    heading: 'Can I return a product?',
    paragraphs: [[`Yes, we offer ${RETURN_POLICY_DAYS}-day returns. See `, returnsLink, '.']],
    keywords: ['return', 'refund', 'money back', 'exchange'],
  },
  {
    id: 'faq-cold-pressed',
    page: 'faq',
    heading: 'What does cold-pressed mean?',
    paragraphs: [
      [
        'The seeds are pressed slowly without added heat or chemical solvents, which keeps the flavour, aroma and nutrients that refining removes.',
      ],
    ],
    keywords: ['cold pressed', 'cold-pressed', 'wood pressed', 'ghani', 'refined', 'unrefined', 'process', 'made'],
  },
  {
    id: 'faq-support-hours',
    page: 'faq',
    heading: 'When can I reach you?',
    paragraphs: [
      [`Support hours are ${SUPPORT_HOURS}, and we answer messages within ${CONTACT_RESPONSE_HOURS} hours.`],
    ],
    keywords: ['hours', 'open', 'reach', 'contact', 'support', 'call', 'phone', 'email', 'reply', 'respond'],
  },
  {
    id: 'shipping-cost',
    page: 'shipping',
    heading: 'Cost',
    paragraphs: [[`${freeShippingNote()} The same rule applies to every order and is what checkout charges.`]],
    keywords: ['shipping', 'cost', 'fee', 'free', 'threshold', 'minimum'],
  },
  {
    id: 'shipping-dispatch',
    page: 'shipping',
    heading: 'When your order ships',
    paragraphs: [
      [
        `Orders ship in ${SHIPS_IN_BUSINESS_DAYS} business days. We press oil in small batches, so this time lets us send it fresh.`,
      ],
    ],
    keywords: ['ship', 'when', 'how long', 'days', 'fresh', 'batch', 'dispatch'],
  },
  {
    id: 'shipping-area',
    page: 'shipping',
    heading: 'Where we deliver',
    paragraphs: [['We deliver ourselves around Cumming, GA:']],
    list: DELIVERY_AREA_LINES,
    keywords: ['deliver', 'area', 'where', 'forsyth', 'lanier', 'alpharetta', 'cumming', 'radius'],
  },
  {
    id: 'returns-policy',
    page: 'returns',
    paragraphs: [
      [
        `We offer ${RETURN_POLICY_DAYS}-day returns: if a product is not right for you, tell us within ${RETURN_POLICY_DAYS} days of delivery and we will refund it.`,
      ],
    ],
    keywords: ['return', 'refund', 'money back', 'policy', 'days'],
  },
  {
    id: 'returns-how',
    page: 'returns',
    heading: 'How to return a product',
    paragraphs: [],
    steps: [
      ['Write to ', ordersEmailLink, ' with your order number and what you would like to return.'],
      [`We reply within ${CONTACT_RESPONSE_HOURS} hours with how to get the product back to us.`],
      ['Once we have it, we refund the amount you paid for it to your original payment method.'],
    ],
    keywords: ['return', 'how', 'send back', 'refund', 'process', 'steps'],
  },
  {
    id: 'returns-damaged',
    page: 'returns',
    heading: 'Damaged or wrong items',
    paragraphs: [['If something arrives broken or is not what you ordered, tell us and we will replace or refund it.']],
    keywords: ['damaged', 'broken', 'wrong', 'leaking', 'missing', 'replace', 'spilled', 'cracked'],
  },
];

export function policySectionsOf(page: PolicyPageName): PolicySection[] {
  return POLICY_SECTIONS.filter((section) => section.page === page);
}

export function policySection(id: string): PolicySection {
  const section = POLICY_SECTIONS.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`No policy section ${id}`);
  return section;
}

/** A paragraph as plain text; links become `[label](/path)`, which the chat window turns into links. */
export function policyParagraphText(paragraph: PolicyParagraph): string {
  return paragraph
    .map((part) =>
      typeof part === 'string' ? part : part.href.startsWith('/') ? `[${part.text}](${part.href})` : part.text,
    )
    .join('');
}

/** A whole section as the chat tells it. */
export function policySectionText(section: PolicySection): string {
  const lines = section.paragraphs.map(policyParagraphText);
  if (section.list) lines.push(section.list.map((item) => `• ${item}`).join('\n'));
  if (section.steps)
    lines.push(section.steps.map((step, index) => `${index + 1}. ${policyParagraphText(step)}`).join('\n'));
  return lines.join('\n');
}
