import type { Question } from './question.js';
import type { Topic } from './answer.js';
import { DAY_WORDS } from './asked-days.js';
import { ASKS_ABOUT_THE_SHOP, COMPARES_WITH_OTHER_OILS } from './story-questions.js';

/**
 * The words the topic rules below are written with; the spelling corrector knows them, so
 * "shiping", "refnd" and "subscripton" still find their topic.
 */
export const TOPIC_WORDS: readonly string[] = (
  'shipping ship ships shipped deliver delivery delivered deliveries arrive arrives arrival dispatch track tracking ' +
  'slot slots window windows tomorrow monday tuesday wednesday thursday friday saturday sunday weekend ' +
  'return returns refund refunds exchange damaged broken leaking leaked cracked spilled wrong missing ' +
  'subscription subscriptions subscribe subscribed membership monthly plan plans bottles renew renewal renews ' +
  'family essentials chef chefs popular ' +
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

/** Bringing an order to the door, as a shopper asks for it on a day. */
const DELIVERS =
  '(deliver|delivers|delivery|deliveries|delivered|delivering|get (it|them|this|that|my order|the order|my oils?|my stuff|delivery)|have (it|them)|receive (it|them)|bring (it|them)|drop (it|them) off)';

/**
 * When a delivery can come: the windows, a day named with a word about delivering ("can I get it
 * Saturday?"), the next or earliest slot. "My next delivery" is the shopper's own order or box.
 */
const DELIVERY_WINDOW = new RegExp(
  [
    `\\b(delivery|deliveries) (slots?|windows?|days?|schedule|dates?|times)\\b`,
    `\\b(time ?slots?|slots? (left|available|open|free))\\b`,
    `(?<!\\bmy )\\bnext (available |open |free )?(delivery|deliveries|slots?|windows?|van)\\b`,
    `\\b(earliest|soonest|first available)\\b.*\\b(deliver|delivery|slots?|windows?)\\b`,
    `\\bwhen (can|could|will|would|do|does) (you|yall|you guys|your (van|driver|drivers|team))( [a-z]+){0,2} (deliver|bring|drop)\\b`,
    `\\b(what|which) (days?|times?) (do|does|can|will) (you|yall|you guys|your (van|driver|drivers))( [a-z]+){0,2} (deliver|come|drop|bring)\\b`,
    `\\b${DELIVERS}\\b.*\\b${DAY_WORDS}\\b`,
    `\\b${DAY_WORDS}\\b.*\\b(deliver|delivery|deliveries|delivered)\\b`,
  ].join('|'),
);

/** Each topic's signals in the corrected, translated text. Order does not matter; the engine combines them. */
const RULES: readonly Rule[] = [
  [
    'handoff',
    // "Our office staff" or "customer service email" is not a request for a person.
    /\b(human|real person|a person|agent|representative|customer (service|care|support) (rep|representative|agent|person)|live (chat|agent|person|support)|talk to (a |an |the |some)?(person|human|people|team|you|someone|somebody|staff|manager)|speak (to|with)|connect me|(get|find) me (someone|somebody|a person|a human)|someone from your team|(someone|somebody|a person|your team) (to )?(get back|call|contact|reach|email|reply)|have (someone|somebody) )\b/,
  ],
  [
    'my-orders',
    /\b(my|our) (last |recent |latest |previous |new |first )?([a-z]+ )?(orders?|package|parcel|purchases?|shipment)\b|\b(my|our) (last |recent |latest )?delivery\b|\border go through\b|\b(where|status of|track|tracking)\b.*\border\b|\border (status|number)\b|\bi (ordered|placed|bought|purchased)\b|\b(have|did) i (order|ordered|buy|bought|get)\b|\bwhat did i (order|buy|get)\b|\bdid (my|it|the order) (ship|arrive)\b/,
  ],
  [
    'my-subscription',
    /\b(my|our) (next |current |monthly |upcoming )?(oil |oils )?(subscriptions?|box|boxes|plan|renewal|delivery of (the )?box)\b|\b(plan|box|subscription) (did|have) i\b|\bdid i (sign up|subscribe)\b|\b(charged|billed) next\b|\bnext (charge|bill|billing|payment)\b|\bnext box\b|\bwhen (is|will|does) (my|the next) (box|subscription|renewal)\b|\bam i subscribed\b|\bwhich (plan|box|subscription) am i\b|\bam i on\b/,
  ],
  [
    'subscription-help',
    /\b(update|change|replace) (my |the )?(card|credit card|payment (method|details|card))\b|\b(skip|skipping|unskip|pause|paused|pausing|resume|cancel|cancelling|canceling|cancellation|stop|change|changing|swap|switch|modify|update|edit|pick|choose|select|repick)\b.*\b(subscriptions?|box|boxes|plan|oils|renewal|bottles|address)\b|\b(subscriptions?|box|plan)\b.*\b(skip|pause|cancel|swap|change|resume)\b|\bcutoff\b|\bcancel(lation|ling)? (fee|charge|penalty|cost)\b|\b(pause|skip) (for|my|the|it|a|this|next|until|till)\b|\bskip (this|next) month\b|\b(upgrade|downgrade|move up|move down|switch plans?|change (my |the )?plan|bigger box|smaller box)\b|\bpayment (failed|declined|did not go through|didnt go through)\b|\bcard (declined|expired|failed)\b|\bcancel (any ?time|anytime|whenever)\b|\bcontract\b|\bcommitment\b|\b(box|boxes)\b.*\b(ship|ships|reach|arrive|arrives|take|takes|charged|billed)\b|\b(charged|billed)\b.*\b(box|boxes)\b/,
  ],
  [
    'plans',
    /\b(subscriptions?|subscribe|subscribers?|plans?|membership|monthly box|oil box|boxes|essentials box|family box|chefs? box|box plan|coupons?|discounts?|promo|promotions?|promo codes?|deals|offers|savings)\b|\bbox (with|of) (\d|two|three|four|five|six)\b|\bbottles? (a|per|every) month\b|\bmost popular\b|\bbest ?seller\b|\bmost people\b|\bpeople (usually )?(get|choose|pick|buy)\b|\bwhich box should i\b/,
  ],
  [
    'delivery-area',
    /\b(deliver|delivery|deliveries|ship|shipping)( [a-z]+){0,3} (to|in|near|around|within)\b(?! (get|arrive|reach|take|my door))|\b(deliver|delivery|ship|shipping)\b.*\b(area|zip|zone|radius|town|city|county)\b|\b(delivery|service) area\b|\bzip\b|\bdo you (come|go) to\b|\b(internationally|international|overseas|abroad|worldwide|nationwide|out of state|other states)\b|\bhow far\b|\bhow many miles\b|\bwhat (areas|radius|towns|cities)\b|\bwhere do you (deliver|ship)\b|\bin your (area|range|zone)\b/,
  ],
  ['delivery-window', DELIVERY_WINDOW],
  [
    'shipping',
    /\b(shipping|ship|ships|shipped|deliver|delivery|delivered|dispatch|arrive|arrival|postage|freight|send|sent|go out|goes out)\b/,
  ],
  [
    'returns',
    /\b(return|returns|returned|returning|returnable|refund|refunds|refunded|money back|exchanges?|damaged|broken|leaking|leaked|cracked|spilled|wrong (spice|oil|item|product|size|one|order|thing|bottle|jar|pouch)|(sent|gave|got|received) (me )?the wrong|but you sent|sent me \w+ instead|missing (one|a|an|\d+|item|bottle|product|jar|pouch)|was missing|came (half )?empty|half empty|not what i ordered|arrived (broken|damaged|open)|send (it|something|them|this|that) back|send ([a-z]+ ){0,3}back|take (it|them) back|(do not|dont|didnt|did not) like (it|them)|not happy with|unhappy with|too strong for me|but (got|received)|got ([a-z]+ ){1,3}(in the bag|instead))\b/,
  ],
  [
    'contact',
    /\b(hours|open|opening|closed|phone (number|no)|your (phone|number)|telephone|call you|email address|e-mail|your email|whats your email|contact|reach you|reach|get in touch|located|location|store address|your address|where are you|visit|(physical|retail|walk in) (store|shop)|have a (store|shop)|your (store|shop)|who (do|should|can) i (email|contact|call|write to)|complain|complaint|anyone there|on (weekends?|saturdays?|sundays?)|ph (no|number)|contact number|(aapka|apka) number|number kya|(the|an) email|email (address|id)|(your|the) (street |shop |store )?address|take to (reply|respond|answer|get back)|(reply|response) times?|reply to (emails?|messages?)|how (fast|soon|quickly) do (you|u) (reply|respond|answer)|respond)\b/,
  ],
  [
    'business',
    /\b(wholesale|bulk|retailer|distributor|distribution|catering|caterer|reseller|resell|b2b|businesses|partnership|stockist|large quantit(y|ies)|grocery stores?|sell (to|through) (stores?|shops?|grocers?)|carry your (products|oils)|corporate|gifting|gift (boxes|baskets|hampers|sets|packs)|diwali gifts?|for my (shop|store|restaurant|business|cafe|hotel)|(my|our|own|run|for a|supply|supplying) (a )?(restaurant|restaurants|business|hotel|store|shop|cafe|caterers?)|(restaurant|business|shop|store) (owner|order|orders|account|pricing|inquiry|enquiry)|([2-9]\d|\d{3,}) (bottles|pouches|boxes|packs|jars|units|kg|kilos|pounds|lbs|liters|litres))\b/,
  ],
  [
    'about',
    /\b(cold pressed|cold press|wood pressed|wooden ghani|ghani|marachekku|refined|unrefined|chemicals?|solvents?|bleached|processed|additives?|preservatives?|how (are|is) (it|they|your oils?) made|made how|(are you|are u) (guys )?local|who (runs|owns|started|makes)|about (you|your (shop|company|business))|where are you (based|from))\b/,
  ],
  ['about', ASKS_ABOUT_THE_SHOP],
  ['about', COMPARES_WITH_OTHER_OILS],
  [
    'ordering',
    /\bhow (do|can|would) (i|we|you) (place (an |my )?order|order|buy|purchase|check ?out|pay)\b|\b(place|make) an order\b|\bpayment (methods?|options?)\b|\bpay (by|with|in|using|cash|on delivery|at the door|online)\b|\b(credit|debit) cards?\b|\bcash on delivery\b|\bcod\b|\baccept (cards?|cash|paypal|apple pay|google pay)\b|\b(paypal|apple pay|google pay|venmo|zelle)\b|\b(need|have to (create|make|have)|create|make) an account\b|\bguest checkout\b|\bwithout (an )?account\b|\b(sales tax|tax (on|included|rate)|(charge|add|include|pay|is there|any) (sales )?tax(es)?)\b|\bhow (to|do i|can i) (place (an |my )?order|order|buy|add)\b|\badd ([a-z]+ ){0,3}to (my |the )?cart\b|\bplace (an |my )?order\b|\b(max|maximum|limit|most)\b.*\b(qty|quantity|items?|cart)\b/,
  ],
  [
    'greeting',
    /^(hi+|hello+|helo|hey+|hiya|howdy|namaste|namaskar|namaskaram|vanakkam|sat sri akal|salaam|kem cho|good (morning|afternoon|evening|day)|greetings|yo|hola)( there| team| everyone| all| good (morning|afternoon|evening))?\b|^(help|i need help|can you help( me)?|what can you do|who are you|are you a (bot|robot))$/,
  ],
  [
    'thanks',
    /\b(thanks|thank you|thank u|thx|ty|appreciate it|much appreciated|cheers|great help|that helps|helpful|perfect|awesome|got it|bye|goodbye|dhanyavaad|dhanyavad|dhanyawad|shukriya|nandri|dhanyavadagalu)\b/,
  ],
];

/** Every topic whose signal is in the question. */
export function detectTopics(question: Question): Set<Topic> {
  return new Set(RULES.filter(([, pattern]) => question.says(pattern)).map(([topic]) => topic));
}
