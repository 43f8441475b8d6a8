import type { ChatQuestion } from './chat-question.js';
import { BOX_DELIVERY_DAYS, NO_HEAT, NUTRIENTS, ORGANIC, RADIUS } from './chat-phrases.js';

/*
 * The shop-story set: questions about the shop itself (are the oils organic and certified, how is
 * the oil pressed, how fresh is it, where do the seeds come from, how does it compare with
 * supermarket oil, what the subscription page promises), typed as shoppers type. Written blind,
 * from what the shop publishes about itself (the home page's hero, cold-press, Why Choose Us,
 * comparison and Our Story sections, the subscription page's Why Subscribe and FAQ, the FAQ page),
 * never from what the bot happens to say, and measured before the engine learnt the shop's story:
 * 19.1 % (9 of 47); then tuned against. Alternatives ([a, b]) accept any fair wording of the same published fact.
 */

const PRESSED_SLOWLY = ['wooden press', 'wood-pressed', 'wood pressed', 'pressed slowly', 'crushed slowly'];
const NO_HEAT_OR_CHEMICALS = [...NO_HEAT, 'without heat or chemicals'];
const NO_SOLVENTS = ['no solvents', 'without heat or chemicals', 'chemical solvents', 'solvent'];
const SMALL_BATCHES = [
  'small batches',
  'pressed on demand',
  'as orders come in',
  'close to your order',
  'close to when you order',
];
const SUPERMARKET = ['solvent-extracted', 'refined', 'refining', 'months'];
const BOX_FRESH = ['48 hours'];

const organic: ChatQuestion[] = [
  { question: 'r ur oils organic?', topics: ['about'], facts: [ORGANIC] },
  { question: 'are these certified organic or just natural', topics: ['about'], facts: [ORGANIC] },
  { question: 'usda organic?', topics: ['about'], facts: ['USDA'] },
  { question: 'is the spices also organic', topics: ['about'], facts: [ORGANIC] },
  { question: 'organic certifcation - do you have it', topics: ['about'], facts: [ORGANIC] },
  { question: 'is ur groundnut oil organic', topics: ['about'], facts: [ORGANIC] },
];

const seeds: ChatQuestion[] = [
  { question: 'where do u get ur seeds from', topics: ['about'], facts: [ORGANIC] },
  { question: 'who grows the seeds for the oil?', topics: ['about'], facts: [['farms', 'farmers']] },
  { question: 'are ur seeds sourced from india or local farms', topics: ['about'], facts: [ORGANIC] },
  { question: 'where do the spices come from, which farms', topics: ['about'], facts: [ORGANIC] },
];

const pressing: ChatQuestion[] = [
  { question: 'how is the oil pressed', topics: ['about'], facts: [PRESSED_SLOWLY] },
  { question: 'wood pressed or machine expeller?', topics: ['about'], facts: [PRESSED_SLOWLY] },
  { question: 'do u use heat when pressing the seeds', topics: ['about'], facts: [NO_HEAT_OR_CHEMICALS] },
  { question: 'wats the process to make ur oil', topics: ['about'], facts: [PRESSED_SLOWLY] },
  { question: 'is it traditional kachi ghani style pressing?', topics: ['about'], facts: [PRESSED_SLOWLY] },
  { question: 'any hexane or chemicals used to extract', topics: ['about'], facts: [NO_SOLVENTS] },
  { question: 'what temprature is the oil pressed at', topics: ['about'], facts: [NO_HEAT_OR_CHEMICALS] },
  {
    question: 'and is it organic?',
    before: ['how do you make your oil'],
    topics: ['about'],
    facts: [ORGANIC],
  },
];

const purity: ChatQuestion[] = [
  {
    question: 'any preservatives or additives in the oil',
    topics: ['about'],
    facts: [['no preservatives', 'nothing added']],
  },
  {
    question: 'is it blended with cheaper oil like palm',
    topics: ['about'],
    facts: [['no blending', 'not blended', 'only the oil of the seed']],
  },
  { question: '100% pure?', topics: ['about'], facts: [['100% Pure', 'only the oil of the seed']] },
  { question: 'is the oil refined or bleached at all', topics: ['about'], facts: [['no refining', 'nothing refined']] },
];

const freshness: ChatQuestion[] = [
  { question: 'how fresh is the oil', topics: ['about'], facts: [SMALL_BATCHES] },
  { question: 'do you press it after i order or is it pre made', topics: ['about'], facts: [SMALL_BATCHES] },
  {
    question: 'how long has the oil been sitting in a warehouse before i get it',
    topics: ['about'],
    facts: [SMALL_BATCHES],
  },
  { question: 'is it pressed in small batchs?', topics: ['about'], facts: ['small batches'] },
  {
    question: 'whats your quality promise',
    topics: ['about'],
    facts: ['Freshness You Can See, Quality You Can Taste'],
  },
];

const comparison: ChatQuestion[] = [
  {
    question: 'how does ur oil compare with supermarket oil',
    topics: ['about'],
    facts: [['cold-pressed', 'cold pressed'], SUPERMARKET],
  },
  { question: 'why is it better than the walmart cooking oil', topics: ['about'], facts: [SUPERMARKET] },
  {
    question: 'diffrence between your oil and regular grocery store oil?',
    topics: ['about'],
    facts: [SUPERMARKET],
  },
  { question: 'why pay more than costco oil', topics: ['about'], facts: [SUPERMARKET] },
  { question: 'is cold pressed healthier than refined', topics: ['about'], facts: [NUTRIENTS] },
  { question: 'does it have vitamin e', topics: ['about'], facts: ['vitamin E'] },
  { question: 'more nutrients than normal oil?', topics: ['about'], facts: [NUTRIENTS] },
];

const story: ChatQuestion[] = [
  { question: 'tell me about ur company', topics: ['about'], facts: ['Cumming'] },
  { question: 'whats the story behind the shop', topics: ['about'], facts: [['grandparents', 'wooden press']] },
  { question: 'why did you guys start pressing oil', topics: ['about'], facts: ['grandparents'] },
  { question: 'are you eco friendly / sustainable?', topics: ['about'], facts: [['organic farming', 'Sustainable']] },
  { question: 'why should i choose you', topics: ['about'], facts: [ORGANIC] },
  {
    question: 'does the oil actually taste different',
    topics: ['about'],
    facts: [['tastes of the seed', 'flavour', 'aroma']],
  },
  {
    question: 'is ur oil really organic and cold pressed',
    topics: ['about'],
    facts: [ORGANIC, ['cold-pressed', 'cold pressed', 'pressed slowly']],
    asker: 'signed-in',
  },
];

const boxes: ChatQuestion[] = [
  { question: 'how fresh is the oil in the subscription box', topics: ['plans'], facts: [BOX_FRESH] },
  { question: 'if i subscribe how long does the box take to arrive', topics: ['plans'], facts: [BOX_DELIVERY_DAYS] },
  { question: 'do subscribers pay less than buying bottles?', topics: ['plans'], facts: [['less', 'save']] },
  { question: 'is shipping free for the monthly box', topics: ['plans'], facts: [RADIUS] },
];

/** What the shop does not publish: the bot must not make a certificate up. */
const notPublished: ChatQuestion[] = [
  { question: 'are your oils halal certified', topics: ['unknown'], facts: [], forbidden: ['halal certified'] },
  { question: 'kosher?', topics: ['unknown'], facts: [], forbidden: ['is kosher', 'are kosher'] },
];

export const CHAT_QUESTIONS_SHOP_STORY: ChatQuestion[] = [
  ...organic,
  ...seeds,
  ...pressing,
  ...purity,
  ...freshness,
  ...comparison,
  ...story,
  ...boxes,
  ...notPublished,
];
