import type { ChatQuestion } from './chat-question.js';
import { BOX_DELIVERY_DAYS, NO_HEAT, NUTRIENTS, ORGANIC } from './chat-phrases.js';

/*
 * The shop-story held-out set: 30 questions about the shop itself, typed as shoppers type in a chat
 * box. Written on 2026-11-27 by someone who had not read the answer engine's code or the tuned
 * shop-story set, from the published text only (libs/contracts/src/shop-story.ts, shop-policies.ts,
 * shop-contact.ts); measured once, never tuned against. Three questions (10 %) ask what the shop
 * does not publish: the right answer there is an honest "I don't know" or a handoff to the shop,
 * never an invented fact. Alternatives ([a, b]) accept any fair wording of the same published fact.
 */

const SLOW_PRESS = [
  'wooden press',
  'wood-pressed',
  'wood pressed',
  'crushed slowly',
  'pressed slowly',
  'slow pressing',
  'cold-pressed slowly',
];
const NO_SOLVENTS_OR_ADDITIVES = [
  'no solvents',
  'no heat or solvents',
  'without heat or chemicals',
  'without added heat or chemical solvents',
  'nothing added',
];
const PRESSED_TO_ORDER = [
  'pressed on demand',
  'as orders come in',
  'close to your order',
  'close to when you order',
  'never from a warehouse shelf',
];
const FRESH = [...PRESSED_TO_ORDER, 'small batches', '48 hours'];
const FARMS = ['certified organic farm'];
const OTHER_OILS = ['solvent-extracted', 'refined', 'refining'];
/** What an honest answer to an unpublished question says: it does not know, or how to reach the shop. */
const HANDOFF = [
  '(470) 555-0142',
  'orders@cummingorganics.com',
  'business@cummingorganics.com',
  "don't know",
  'do not know',
  'not sure',
  "don't have",
  'do not have',
  "can't answer",
  'cannot answer',
];

const organic: ChatQuestion[] = [
  { question: 'is ur stuff actualy organic or does it just say natural', topics: ['about'], facts: [ORGANIC] },
  { question: 'who certifies the organic thing, usda or someone else', topics: ['about'], facts: ['USDA'] },
  { question: 'the turmeric n cumin r those organic too or only the oils', topics: ['about'], facts: [ORGANIC] },
  { question: 'r ur oils organic and do u heat them when pressing', topics: ['about'], facts: [ORGANIC, NO_HEAT] },
];

const pressing: ChatQuestion[] = [
  { question: 'is it expeller pressed or what', topics: ['about'], facts: [SLOW_PRESS] },
  { question: 'kachi ghani? like the wooden one my nani used', topics: ['about'], facts: [SLOW_PRESS] },
  { question: 'any hexane or chemicals used to get the oil out', topics: ['about'], facts: [NO_SOLVENTS_OR_ADDITIVES] },
  { question: 'wat does cold pressed actually mean', topics: ['about'], facts: [SLOW_PRESS, NO_HEAT] },
  {
    question: 'do u add preservatives or mix in cheaper oils',
    topics: ['about'],
    facts: ['no preservatives', 'no blending'],
  },
  { question: 'do u heat the oil at all', topics: ['about'], facts: [NO_HEAT] },
  {
    question: 'what temp is it pressed at',
    topics: ['about'],
    facts: ['low temperature'],
    forbidden: ['°F', '°C', 'degrees'],
  },
];

const freshness: ChatQuestion[] = [
  { question: 'how fresh is it when it gets to me', topics: ['about'], facts: [FRESH] },
  {
    question: 'is the oil pressed after i order or just sitting in a warehouse somewhere',
    topics: ['about'],
    facts: [PRESSED_TO_ORDER],
  },
  {
    question: 'fresh pressed?? how long from pressing to my door for the monthly box',
    topics: ['about'],
    facts: ['48 hours', BOX_DELIVERY_DAYS],
  },
  { question: 'after my box ships how many days till it arrives', topics: ['about'], facts: [BOX_DELIVERY_DAYS] },
  {
    question: 'how old is store bought oil compared to urs',
    topics: ['about'],
    facts: ['months', [...PRESSED_TO_ORDER, 'small batches']],
  },
];

const sourcing: ChatQuestion[] = [
  { question: 'where r ur seeds from', topics: ['about'], facts: [FARMS] },
  {
    question: 'do u grow the seeds urself or buy from farmers',
    topics: ['about'],
    facts: [FARMS],
    forbidden: ['we grow'],
  },
  {
    // Not published: where the farms are.
    question: 'which state or country are the spice farms in',
    topics: ['about'],
    facts: [HANDOFF],
    forbidden: ['grown in india', 'sourced from india', 'farms in india', 'kerala', 'gujarat', 'california'],
  },
];

const comparison: ChatQuestion[] = [
  { question: 'my mom says supermarket oil is the same thing?', topics: ['about'], facts: [OTHER_OILS] },
  {
    question: 'why pay more than the big jug at costco',
    topics: ['about'],
    facts: [[...OTHER_OILS, 'vitamin E', 'antioxidants']],
  },
  { question: 'does refining kill the nutrients, does urs keep them', topics: ['about'], facts: [NUTRIENTS] },
  {
    question: 'whats diff vs the regular brands at kroger',
    topics: ['about'],
    facts: [['pressed with heat', ...OTHER_OILS]],
  },
];

const sustainability: ChatQuestion[] = [
  {
    question: 'is ur company eco friendly or sustainable in any way',
    topics: ['about'],
    facts: [['organic farming', 'local delivery', 'for the land']],
  },
  {
    // Not published: the packaging.
    question: 'is the packaging recyclable, glass or plastic bottles?',
    topics: ['about'],
    facts: [HANDOFF],
    forbidden: ['glass bottles', 'plastic bottles', '100% recyclable', 'compostable', 'bpa'],
  },
];

const story: ChatQuestion[] = [
  { question: 'hows the company start, whats ur story', topics: ['about'], facts: ['grandparents'] },
  {
    // Not published: the founders' names; the published story (or a handoff) is the honest answer.
    question: 'who founded cumming organics',
    topics: ['about'],
    facts: [['grandparents', ...HANDOFF]],
  },
  { question: 'r u local? do u deliver urselves or use fedex', topics: ['about'], facts: ['deliver ourselves'] },
];

const subscription: ChatQuestion[] = [
  {
    question: 'why subscribe instead of just buying bottles when i need',
    topics: ['about'],
    facts: [['pay less', 'less than the regular bottle price']],
  },
  {
    question: 'do i pay shipping on the subscription box',
    topics: ['about'],
    facts: [['50-mile', '50 mile', '50 miles']],
  },
];

export const CHAT_QUESTIONS_SHOP_STORY_HELD_OUT: readonly ChatQuestion[] = [
  ...organic,
  ...pressing,
  ...freshness,
  ...sourcing,
  ...comparison,
  ...sustainability,
  ...story,
  ...subscription,
];
