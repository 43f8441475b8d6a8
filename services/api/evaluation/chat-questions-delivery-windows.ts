import type { ChatQuestion } from './chat-question.js';
import {
  ASKS_FOR_ZIP,
  CATCH_ALL_WINDOW,
  FORSYTH_WINDOWS,
  NO_DELIVERY,
  ORDER_BY,
  RADIUS,
  SIGN_IN,
  SOUTH_WINDOWS,
  WEEKDAYS,
} from './chat-phrases.js';

/*
 * The delivery-windows set: when a ZIP, a town or the signed-in shopper's address can have a
 * delivery, asked as shoppers ask it (a weekday, tomorrow, the next slot). Written with the
 * chat's delivery-window answers and tuned against, so its figure is a regression floor, not an
 * estimate for unseen questions. The answers depend on the day the set is run (which windows are
 * past their cutoff or full), so the facts are what holds on any day: the zone, its windows'
 * hours, a cutoff, the weekday asked about.
 */

/** Said of a shopper's own ZIP, in the area: never that it is outside. */
const IN_AREA = ["don't deliver to", 'outside', 'business days'];

const withZip: ChatQuestion[] = [
  {
    question: 'when can you deliver to 30041?',
    topics: ['delivery-window'],
    facts: ['30041', 'Forsyth County', FORSYTH_WINDOWS, ORDER_BY],
    forbidden: IN_AREA,
  },
  {
    question: 'whats the earliest delivery to 30028',
    topics: ['delivery-window'],
    facts: ['Forsyth County', FORSYTH_WINDOWS, ORDER_BY],
    forbidden: IN_AREA,
  },
  {
    question: 'what time slots do you have for 30041',
    topics: ['delivery-window'],
    facts: ['Forsyth County', FORSYTH_WINDOWS],
    forbidden: IN_AREA,
  },
  {
    question: 'whats your delivery schedule for 30040',
    topics: ['delivery-window'],
    facts: ['Forsyth County', 'Mondays', FORSYTH_WINDOWS],
    forbidden: IN_AREA,
  },
  {
    question: 'whens the soonest you could deliver to 30041',
    topics: ['delivery-window'],
    facts: ['Forsyth County', FORSYTH_WINDOWS, ORDER_BY],
  },
  {
    question: 'can you deliver to 30005 on thursday?',
    topics: ['delivery-window'],
    facts: ['30005', 'Thursday', SOUTH_WINDOWS],
    forbidden: IN_AREA,
  },
  {
    question: 'do you deliver on sundays to 30040',
    topics: ['delivery-window'],
    facts: [["don't deliver", 'do not deliver'], 'Sundays', 'Monday'],
  },
  {
    question: 'is there a delivery window on friday for 30097',
    topics: ['delivery-window'],
    facts: ["don't deliver", 'Fridays', 'Tuesday, Thursday and Saturday'],
  },
  {
    question: 'do you have any delivery windows this weekend for 30041',
    topics: ['delivery-window'],
    facts: ['Saturday', 'Sundays', FORSYTH_WINDOWS],
  },
  {
    question: 'can u deliver tmrw to 30040',
    topics: ['delivery-window'],
    facts: ['30040', 'tomorrow'],
  },
  {
    question: 'need it by friday, zip 30040, can you deliver?',
    topics: ['delivery-window'],
    facts: ['30040', 'Friday', FORSYTH_WINDOWS],
  },
  { question: 'deliver to 30041 next monday?', topics: ['delivery-window'], facts: ['Monday', FORSYTH_WINDOWS] },
  {
    question: 'can i get turmeric delivered tomorrow to 30040',
    topics: ['delivery-window'],
    facts: ['tomorrow', 'Forsyth County'],
  },
  {
    question: 'can i get my oils delivered on saturday to 30040',
    topics: ['delivery-window'],
    facts: ['Saturday', 'Forsyth County'],
  },
];

const withTown: ChatQuestion[] = [
  {
    question: 'next delivery slot for Alpharetta',
    topics: ['delivery-window'],
    facts: ['Alpharetta', SOUTH_WINDOWS, ORDER_BY],
    forbidden: IN_AREA,
  },
  {
    question: 'delivery slots for cumming ga?',
    topics: ['delivery-window'],
    facts: ['Forsyth County', FORSYTH_WINDOWS],
    forbidden: IN_AREA,
  },
  {
    question: 'which days do you deliver to johns creek',
    topics: ['delivery-window'],
    facts: ['Johns Creek', 'Tuesdays, Thursdays and Saturdays'],
    forbidden: IN_AREA,
  },
  {
    question: 'when can you bring it to milton?',
    topics: ['delivery-window'],
    facts: ['Milton', SOUTH_WINDOWS],
    forbidden: IN_AREA,
  },
  {
    question: 'next available delivery slot to canton ga',
    topics: ['delivery-window'],
    facts: ['Canton', CATCH_ALL_WINDOW],
    forbidden: IN_AREA,
  },
  {
    question: 'delivery days for gainesville ga?',
    topics: ['delivery-window'],
    facts: ['Gainesville', 'Wednesdays and Saturdays'],
  },
];

const outside: ChatQuestion[] = [
  {
    question: 'when do you deliver to 90210',
    topics: ['delivery-window'],
    facts: [NO_DELIVERY, RADIUS],
    forbidden: ['order by'],
  },
  {
    question: 'can you deliver to texas on saturday',
    topics: ['delivery-window'],
    facts: [NO_DELIVERY],
    forbidden: ['order by'],
  },
  {
    question: 'delivery slots for savannah?',
    topics: ['delivery-window'],
    facts: [NO_DELIVERY],
    forbidden: ['order by'],
  },
];

const noZip: ChatQuestion[] = [
  { question: 'do you deliver tomorrow?', topics: ['delivery-window'], facts: [ASKS_FOR_ZIP] },
  { question: 'can I get it Saturday?', topics: ['delivery-window'], facts: [ASKS_FOR_ZIP] },
  { question: 'what are your delivery days', topics: ['delivery-window'], facts: [ASKS_FOR_ZIP] },
  {
    question: 'can I get it Saturday?',
    topics: ['delivery-window'],
    facts: ['your address in 30040', 'Forsyth County', 'Saturday'],
    asker: 'signed-in',
  },
  {
    question: 'when can you deliver to me?',
    topics: ['delivery-window'],
    facts: ['your address in 30040', FORSYTH_WINDOWS, ORDER_BY],
    asker: 'signed-in',
  },
  {
    question: 'any delivery slots left tomorrow?',
    topics: ['delivery-window'],
    facts: ['30040', 'tomorrow'],
    asker: 'signed-in',
  },
];

const followUps: ChatQuestion[] = [
  {
    question: 'what about saturday?',
    topics: ['delivery-window'],
    facts: ['30041', 'Saturday'],
    before: ['when can you deliver to 30041?'],
  },
  {
    question: '30040',
    topics: ['delivery-window'],
    facts: ['30040', 'Forsyth County', 'tomorrow'],
    before: ['do you deliver tomorrow?'],
  },
  {
    question: 'and for alpharetta?',
    topics: ['delivery-window'],
    facts: ['Alpharetta', 'Milton', SOUTH_WINDOWS],
    before: ['next delivery slot for 30041'],
  },
];

/** Questions near these that are about something else, and must stay so. */
const notWindows: ChatQuestion[] = [
  { question: 'are you guys open on sunday', topics: ['contact'], facts: [WEEKDAYS], forbidden: ['order by'] },
  { question: 'can i change the delivery address on my order', topics: ['my-orders'], facts: [SIGN_IN] },
  { question: 'how long does delivery take to 30040?', topics: ['delivery-area', 'shipping'], facts: ['30040'] },
];

export const CHAT_QUESTIONS_DELIVERY_WINDOWS: readonly ChatQuestion[] = [
  ...withZip,
  ...withTown,
  ...outside,
  ...noZip,
  ...followUps,
  ...notWindows,
];
