/*
 * The wordings the question sets share: each a fact's fair alternatives ([a, b] accepts any one) or
 * a forbidden text, from the seeded catalog, the policies of @shop/contracts (shop-policies,
 * constants, shop-contact), the plans and the delivery-area check. Defined once here; a set that
 * accepts more or fewer wordings for the same fact builds its own list under its own name.
 */

export const OUT_OF_STOCK = ['out of stock', 'sold out', 'not in stock', 'unavailable', 'not available'];
export const IN_STOCK = ['in stock'];
/** An in-stock product must not be called sold out. */
export const NOT_OUT = ['out of stock', 'sold out'];
export const NOT_SOLD = [
  "don't sell",
  'do not sell',
  "don't carry",
  'do not carry',
  "don't have",
  'do not have',
  "don't stock",
  'do not stock',
];
export const PAGE = '/product/';
export const OILS = [
  'Groundnut',
  'Sesame',
  'Coconut',
  'Mustard',
  'Sunflower',
  'Safflower',
  'Almond',
  'Flaxseed',
  'Castor',
];
export const SPICES = [
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
];
export const ONE_LITRE = ['1 L', '1 litre', '1 liter', '1-litre', '1-liter', '1L'];
export const PLAN_PRICES = ['$31.99', '$59.99', '$84.99'];
export const MANAGE = '/subscriptions/manage';
export const SIGN_IN = ['sign in', 'log in', 'signed in', 'logged in'];

export const NO_DELIVERY = [
  "don't deliver",
  'do not deliver',
  'not deliver',
  "can't deliver",
  'cannot deliver',
  'outside',
];
export const RADIUS = ['50 miles', '50-mile', '50 mile'];
export const SHIPS_IN = ['2-3 business days', '2 to 3 business days'];
/** Subscription boxes. */
export const BOX_DELIVERY_DAYS = ['3-5 business days', '3 to 5 business days'];
export const RETURN_DAYS = ['30-day', '30 days'];
export const REPLACE_OR_REFUND = ['replace', 'refund'];

export const ORDERS_EMAIL = 'orders@cummingorganics.com';
export const BUSINESS = ['business@cummingorganics.com', '/#business'];
export const PHONE = ['(470) 555-0142', '470-555-0142', '470 555 0142'];
export const WEEKDAYS = ['Mon-Fri', 'Monday'];
export const NINE = ['9AM', '9 AM', '9:00'];
export const SIX = ['6PM', '6 PM', '6:00'];

/** The shop's story (libs/contracts shop-story). */
export const ORGANIC = ['USDA certified organic', 'certified organic'];
export const NO_HEAT = ['low temperature', 'without heat', 'no heat', 'without added heat'];
export const NUTRIENTS = ['vitamin E', 'antioxidants', 'nutrients'];

/**
 * The seeded delivery schedule (database/seed/delivery-schedule-seed.ts), as the chat writes a
 * window's hours: any one of a zone's windows, since which have room depends on the day asked.
 */
export const FORSYTH_WINDOWS = ['10:00 AM – 12:00 PM', '2:00 PM – 4:00 PM', '5:00 PM – 7:00 PM'];
export const SOUTH_WINDOWS = ['10:00 AM – 1:00 PM', '4:00 PM – 7:00 PM'];
export const CATCH_ALL_WINDOW = ['1:00 PM – 5:00 PM'];
/** A window's cutoff, open or past. */
export const ORDER_BY = ['order by', 'orders for', 'closed at'];
export const ASKS_FOR_ZIP = ['which zip code', 'tell me your zip code'];
