import { BOX_LOCAL_DELIVERY_BUSINESS_DAYS, BOX_SHIPS_WITHIN_HOURS, FREE_DELIVERY_RADIUS_MILES } from './constants.js';
import { SHOP_NAME } from './shop-contact.js';

/**
 * What the shop publishes about itself, written once: the home page's hero, cold-press, Why
 * Choose Us, comparison and Our Story sections and the subscription page's Why Subscribe and FAQ
 * render these texts, and the support chat answers from the very same ones, so the two can never
 * disagree. Plain strings only (no zod, no helpers): the home page's first load carries this module.
 * Each piece has a stable id, which the chat records as the source of an answer.
 */

/** A titled piece of the story: a feature card, a reason to subscribe. */
export interface StoryFeature {
  id: string;
  title: string;
  text: string;
}

export interface StoryParagraph {
  id: string;
  text: string;
}

/** A row of the comparison table: one aspect, as it is for us and for the two other kinds of oil. */
export interface ComparisonRow {
  id: string;
  aspect: string;
  ours: string;
  conventional: string;
  generic: string;
}

export interface StoryQuestion {
  id: string;
  question: string;
  answer: string;
}

/** A section of feature cards (or reasons) under one heading. */
export interface FeatureSection {
  heading: string;
  features: readonly StoryFeature[];
}

export interface ComparisonTable {
  heading: string;
  caption: string;
  columns: { ours: string; conventional: string; generic: string };
  rows: readonly ComparisonRow[];
}

export const HERO_STORY: { id: string; eyebrow: string; heading: string; lead: string } = {
  id: 'hero',
  eyebrow: 'Wood-pressed in small batches · Local delivery',
  heading: 'Premium Organic Oils & Spices Delivered to Cumming, GA & Lake Lanier Area',
  lead: 'Cold-pressed oils and whole Indian spices from certified organic farms, pressed on demand and brought to your door across Forsyth County.',
};

export const COLD_PRESS_STORY: FeatureSection & { promise: StoryParagraph } = {
  heading: 'The Cold-Press Difference',
  features: [
    {
      id: 'pressed-on-demand',
      title: 'Pressed on Demand',
      text: 'We press in small batches as orders come in, so your oil does not sit for months in a warehouse.',
    },
    {
      id: 'traditional-methods',
      title: 'Traditional Methods',
      text: 'Seeds are crushed slowly in a wooden press at low temperature, the way oil has been made for generations.',
    },
    {
      id: 'pure-and-natural',
      title: '100% Pure & Natural',
      text: 'No solvents, no refining, no preservatives and no blending: only the oil of the seed on the label.',
    },
  ],
  promise: { id: 'promise', text: 'Freshness You Can See, Quality You Can Taste' },
};

export const WHY_CHOOSE_US_STORY: FeatureSection = {
  heading: 'Why Choose Us',
  features: [
    {
      id: 'farm-fresh-organic',
      title: 'Farm-Fresh Organic',
      text: 'Our seeds and spices come from USDA certified organic farmers.',
    },
    {
      id: 'cold-pressed-processing',
      title: 'Traditional Cold-Pressed Processing',
      text: 'Slow pressing without heat or chemicals keeps the flavour and nutrients of the seed.',
    },
    {
      id: 'sustainable-living',
      title: 'Sustainable & Healthy Living',
      text: 'Organic farming, small batches and local delivery: better for your kitchen and for the land.',
    },
  ],
};

// Short and fair: what is typical of each kind of oil, not claims about any named brand.
export const COMPARISON_STORY: ComparisonTable = {
  heading: 'How We Compare',
  caption: `${SHOP_NAME} oils compared with conventional brands and big-box generic oils`,
  columns: { ours: SHOP_NAME, conventional: 'Conventional brands', generic: 'Big-box generic' },
  rows: [
    {
      id: 'compare-sourcing',
      aspect: 'Ingredient sourcing',
      ours: 'Seeds and spices from USDA certified organic farms',
      conventional: 'Mostly conventionally farmed, some organic lines',
      generic: 'Commodity crops of unstated origin',
    },
    {
      id: 'compare-processing',
      aspect: 'Processing method',
      ours: 'Cold-pressed slowly, no heat or solvents',
      conventional: 'Often pressed with heat, then refined',
      generic: 'Usually solvent-extracted and refined',
    },
    {
      id: 'compare-freshness',
      aspect: 'Freshness',
      ours: 'Pressed in small batches close to your order',
      conventional: 'Weeks to months from press to shelf',
      generic: 'Often many months in warehouses and on shelves',
    },
    {
      id: 'compare-nutrition',
      aspect: 'Nutritional value',
      ours: 'Keeps the natural vitamin E and antioxidants of the seed',
      conventional: 'Some lost to heat and refining',
      generic: 'Largely lost to high-heat refining',
    },
    {
      id: 'compare-lifestyle',
      aspect: 'Lifestyle impact',
      ours: 'Supports organic farming and local delivery',
      conventional: 'Long national supply chains',
      generic: 'Mass-produced and shipped long distances',
    },
  ],
};

export const OUR_STORY: { heading: string; paragraphs: readonly StoryParagraph[] } = {
  heading: 'Our Story',
  paragraphs: [
    {
      id: 'story-pressing',
      text: 'We started pressing oil the way our grandparents did: seeds crushed slowly in a wooden press, at low temperature, with nothing added and nothing refined away. Cold pressing keeps the aroma, colour and nutrients that high-heat, solvent-extracted oils lose, so every bottle tastes of the seed it came from.',
    },
    {
      id: 'story-local',
      text: 'We press in small batches close to when you order and deliver ourselves across Cumming, Forsyth County, the Lake Lanier area and select parts of Alpharetta, so your oil reaches the kitchen fresh.',
    },
  ],
};

export const WHY_SUBSCRIBE_STORY: FeatureSection = {
  heading: 'Why Subscribe',
  features: [
    {
      id: 'box-pressed-for-you',
      title: 'Pressed for you',
      text: `Your oils are pressed and shipped within ${BOX_SHIPS_WITHIN_HOURS} hours of each renewal, never from a warehouse shelf.`,
    },
    {
      id: 'box-delivered-locally',
      title: 'Delivered locally',
      text: `Local delivery takes ${BOX_LOCAL_DELIVERY_BUSINESS_DAYS} business days, and shipping is free within a ${FREE_DELIVERY_RADIUS_MILES}-mile radius.`,
    },
    {
      id: 'box-save',
      title: 'Save every month',
      text: 'Subscribers pay less than the regular bottle price, on every box.',
    },
  ],
};

export const BOX_FAQ_STORY: { heading: string; entries: readonly StoryQuestion[] } = {
  heading: 'Frequently Asked Questions',
  entries: [
    {
      id: 'box-faq-fresh',
      question: 'How fresh is the oil in my box?',
      answer: `We press and ship your oils within ${BOX_SHIPS_WITHIN_HOURS} hours of your renewal date.`,
    },
    {
      id: 'box-faq-delivery',
      question: 'How long does delivery take?',
      answer: `Local delivery takes ${BOX_LOCAL_DELIVERY_BUSINESS_DAYS} business days after your box ships.`,
    },
    {
      id: 'box-faq-shipping',
      question: 'Do I pay for shipping?',
      answer: `No: shipping is free within a ${FREE_DELIVERY_RADIUS_MILES}-mile radius of Cumming, GA.`,
    },
  ],
};
