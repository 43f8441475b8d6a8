/**
 * Business constants of the shop, defined once and imported by the API and every screen. Money is
 * in integer cents so no arithmetic ever touches floating point.
 */

/** Sales tax: 8.875 % of the subtotal, expressed as an exact fraction (8875 / 100000). */
export const TAX_RATE_NUMERATOR = 8875;
export const TAX_RATE_DENOMINATOR = 100_000;
export const TAX_RATE_LABEL = '8.875%';

/**
 * The single shipping rule. The shop's copy once named three thresholds ($35, $49, $75); the
 * shop uses one everywhere: the $75 that checkout charges by. Below it, shipping is $12.99.
 */
export const FREE_SHIPPING_THRESHOLD_CENTS = 7_500;
export const STANDARD_SHIPPING_CENTS = 1_299;
export const FREE_DELIVERY_RADIUS_MILES = 50;
export const HOME_TOWN = 'Cumming, GA';

export const MONEY_PRECISION = 10;
export const MONEY_SCALE = 2;

export const CART_QUANTITY_DEFAULT = 1;
/** A sane ceiling for one cart line; larger orders go through the business inquiry form. */
export const CART_QUANTITY_MAX = 99;
export const LANDING_PAGE_ADD_QUANTITY = 1;

export const CAROUSEL_INTERVAL_MS = 2_000;
export const CAROUSEL_STEP_PX = 300;
export const CAROUSEL_CARD_WIDTH_PX = 280;
export const LANDING_PLACEHOLDER_CARDS = 6;
export const PRODUCT_LIST_SKELETON_CARDS = 12;
export const RELATED_PRODUCTS_MAX = 4;
/** Fixed rating shown on every product card (not data). */
export const PRODUCT_CARD_RATING = '4.8';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_SUCCESS_MS = 2_000;
export const TOAST_DURATION_ERROR_MS = 3_000;
export const TOAST_DURATION_LOGIN_PROMPT_MS = 5_000;
export const TOAST_VIEWPORT_DEFAULT_DURATION_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_VIEWPORT_HOTKEY = 'F8';

export const SERVICE_WORKER_UPDATE_INTERVAL_MS = 60_000;
export const INSTALL_PROMPT_DELAY_MS = 30_000;
export const INSTALL_PROMPT_DISMISSED_KEY = 'pwa-install-dismissed';

export const PHONE_MIN_LENGTH = 10;
export const ZIP_CODE_MIN_LENGTH = 5;
export const SUBSCRIPTION_STATE_LENGTH = 2;

export const RETURN_POLICY_DAYS = 30;
export const SHIPS_IN_BUSINESS_DAYS = '2-3';
export const CONTACT_RESPONSE_HOURS = 24;
export const SUPPORT_HOURS = 'Mon-Fri 9AM-6PM EST';

/** A subscription box's oils are pressed and shipped within this many hours of its renewal. */
export const BOX_SHIPS_WITHIN_HOURS = 48;
/** Local delivery of a subscription box, once shipped. */
export const BOX_LOCAL_DELIVERY_BUSINESS_DAYS = '3-5';
