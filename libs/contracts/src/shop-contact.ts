/** How shoppers and businesses reach the shop: the one place these details are written down. */

/** The shop's name as shoppers see it (page titles, e-mails, the home page, the chat). */
export const SHOP_NAME = 'Cumming Organics';
export const SHOP_DOMAIN = 'cummingorganics.com';
export const ORDERS_EMAIL = `orders@${SHOP_DOMAIN}`;
export const BUSINESS_EMAIL = `business@${SHOP_DOMAIN}`;

export const PHONE_DISPLAY = '(470) 555-0142';
export const PHONE_TEL = '+14705550142';

export const SHOP_ADDRESS = {
  street: '410 Peachtree Parkway, Suite 120',
  city: 'Cumming',
  state: 'GA',
  zipCode: '30040',
} as const;

/** The shop's own clock (Cumming, Georgia): a day in the back office, a pressed-on date or opening hours are days there. */
export const SHOP_TIME_ZONE = 'America/New_York';
