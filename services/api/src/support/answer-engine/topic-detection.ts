import type { Question } from './question.js';
import type { Topic } from './answer.js';

/**
 * The words the topic rules below are written with; the spelling corrector knows them, so
 * "shiping", "refnd" and "subscripton" still find their topic.
 */
export const TOPIC_WORDS: readonly string[] = (
  'shipping ship ships shipped deliver delivery delivered deliveries arrive arrives arrival dispatch track tracking ' +
  'return returns refund refunds exchange damaged broken leaking leaked cracked spilled wrong missing ' +
  'subscription subscriptions subscribe subscribed membership monthly plan plans bottles renew renewal renews ' +
  'cancel cancelling cancellation pause paused resume skip skipping unskip change swap switch modify address ' +
  'order orders ordered package parcel status placed purchase purchases ' +
  'wholesale business restaurant retail retailer distributor distribution bulk catering reseller resell partner partnership ' +
  'hours open opening closed phone email contact reach located location address ' +
  'human person agent representative someone staff operator manager people ' +
  'price cost expensive cheap discount coupon stock available availability sold carry ' +
  'organic pressed cold ghani refined unrefined ' +
  'hello thanks thank goodbye namaste ' +
  'cooking frying hair skin massage baking salad health benefits'
).split(' ');

type Rule = [Topic, RegExp];

/** Each topic's signals in the corrected, translated text. Order does not matter; the engine combines them. */
const RULES: readonly Rule[] = [
  [
    'handoff',
    /\b(human|real person|a person|someone|somebody|agent|representative|operator|staff|manager|customer (service|care|support)|live (chat|support)|talk to (a |an |the |some)?(person|human|people|team|you)|speak (to|with))\b/,
  ],
  [
    'my-orders',
    /\b(my|our) (last |recent |latest |previous |new |first )?(orders?|package|parcel|purchases?|delivery|shipment)\b|\b(where|status of|track|tracking)\b.*\border\b|\border (status|number)\b|\bi (ordered|placed|bought|purchased)\b|\bhave i ordered\b|\bwhat did i (order|buy|get)\b|\bdid (my|it|the order) (ship|arrive)\b/,
  ],
  [
    'my-subscription',
    /\b(my|our) (next |current |monthly |upcoming )?(subscriptions?|box|boxes|plan|renewal|delivery of (the )?box)\b|\bnext box\b|\bwhen (is|will|does) (my|the next) (box|subscription|renewal)\b|\bam i subscribed\b/,
  ],
  [
    'subscription-help',
    /\b(update|change|replace) (my |the )?(card|credit card|payment (method|details|card))\b|\b(skip|skipping|unskip|pause|paused|pausing|resume|cancel|cancelling|canceling|cancellation|stop|change|changing|swap|switch|modify|update|edit|pick|choose|select|repick)\b.*\b(subscriptions?|box|boxes|plan|oils|renewal|bottles|address)\b|\b(subscriptions?|box|plan)\b.*\b(skip|pause|cancel|swap|change|resume)\b|\bcutoff\b|\bcancel(lation|ling)? (fee|charge|penalty|cost)\b/,
  ],
  [
    'plans',
    /\b(subscriptions?|subscribe|plans?|membership|monthly box|oil box|boxes|essentials box|family box|chefs? box|box plan|coupons?|discounts?|promo|promotions?|promo codes?|deals|offers|savings)\b/,
  ],
  [
    'delivery-area',
    /\b(deliver|delivery|ship|shipping)\b.*\b(to|in|near|around|area|zip|zone|radius|town|city|county)\b|\b(delivery|service) area\b|\bzip\b|\bdo you (come|go) to\b|\b(internationally|international|overseas|abroad|worldwide|nationwide|out of state|other states)\b|\b(forsyth|alpharetta|atlanta|gainesville|lanier|roswell|johns creek|dawsonville|buford|suwanee|duluth|marietta|savannah|california|texas|new york)\b/,
  ],
  [
    'shipping',
    /\b(shipping|ship|ships|shipped|deliver|delivery|delivered|dispatch|arrive|arrival|postage|freight|send|sent)\b/,
  ],
  [
    'returns',
    /\b(return|returns|returning|refund|refunds|refunded|money back|exchange|damaged|broken|leaking|leaked|cracked|spilled|exchanges?|wrong (spice|oil|item|product|size|one|order|thing|bottle|jar|pouch)|(sent|gave|got|received) (me )?the wrong|missing (item|bottle|product|jar|pouch)|not what i ordered|arrived (broken|damaged|open))\b/,
  ],
  [
    'contact',
    /\b(hours|open|opening|closed|phone|telephone|call you|email address|e-mail|your email|contact|reach you|reach|get in touch|located|location|store address|your address|where are you|visit|(physical|retail|walk in) (store|shop)|have a (store|shop)|your (store|shop))\b/,
  ],
  [
    'business',
    /\b(wholesale|bulk|restaurant|restaurants|retail|retailer|distributor|distribution|catering|caterer|reseller|resell|b2b|business|businesses|partner|partnership|stockist|large quantit(y|ies)|hotel|grocery stores?|sell (to|through) (stores?|shops?|grocers?)|carry your (products|oils))\b/,
  ],
  [
    'about',
    /\b(cold pressed|cold press|wood pressed|wooden ghani|ghani|marachekku|refined|unrefined|chemical|solvent|how (are|is) (it|they|your oils?) made|made how)\b/,
  ],
  [
    'ordering',
    /\bhow (do|can|would) (i|we|you) (place (an |my )?order|order|buy|purchase|check ?out|pay)\b|\b(place|make) an order\b|\bpayment (methods?|options?)\b|\bpay (by|with|in|using|cash|on delivery|at the door|online)\b|\b(credit|debit) cards?\b|\bcash on delivery\b|\bcod\b|\baccept (cards?|cash|paypal|apple pay|google pay)\b|\b(paypal|apple pay|google pay|venmo|zelle)\b/,
  ],
  [
    'greeting',
    /^(hi|hello|hey|hiya|howdy|namaste|namaskar|good (morning|afternoon|evening)|greetings|yo|hola)( there| team| everyone| all)?\b|^(help|i need help|can you help( me)?|what can you do|who are you|are you a (bot|robot))$/,
  ],
  [
    'thanks',
    /\b(thanks|thank you|thank u|thx|ty|appreciate it|much appreciated|cheers|great help|that helps|helpful|perfect|awesome|got it|bye|goodbye)\b/,
  ],
];

/** Every topic whose signal is in the question. */
export function detectTopics(question: Question): Set<Topic> {
  return new Set(RULES.filter(([, pattern]) => question.says(pattern)).map(([topic]) => topic));
}
