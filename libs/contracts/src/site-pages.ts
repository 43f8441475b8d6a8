import { EMAIL_VERIFICATION_PAGE_PATH } from './email-verification-page.js';
import { SHOP_NAME } from './shop-contact.js';

/**
 * The shop's pages as crawlers and the server see them: titles, descriptions, whether they are
 * indexed. The server puts these in the HTML it sends, so a crawler that runs no JavaScript sees
 * them, and lists the indexed ones in sitemap.xml.
 */

/** Written with the shop's contact details, which the home page bundles without this table. */
export { SHOP_NAME };

export interface SitePage {
  path: string;
  title: string;
  description: string;
  /** Private or personal pages stay out of search results and the sitemap. */
  indexed: boolean;
}

const page = (path: string, title: string, description: string, indexed = true): SitePage => ({
  path,
  title: path === '/' ? title : `${title} | ${SHOP_NAME}`,
  description,
  indexed,
});

export const SITE_PAGES: readonly SitePage[] = [
  page(
    '/',
    `${SHOP_NAME}: Organic Cold-Pressed Oils & Indian Spices in Cumming, GA`,
    'Premium organic cold-pressed oils and traditional Indian spices, delivered to Cumming, Forsyth County and the Lake Lanier area.',
  ),
  page(
    '/products',
    'All Products',
    'Every cold-pressed oil and Indian spice we press, grind and deliver around Cumming, GA.',
  ),
  page(
    '/subscriptions',
    'Subscription Plans',
    'A monthly box of freshly cold-pressed oils, pressed and shipped within 48 hours of renewal.',
  ),
  page('/faq', 'FAQ', 'Answers about our cold-pressed oils, spices, delivery area, orders and subscriptions.'),
  page('/shipping', 'Shipping Info', 'Where and how fast we deliver, and when shipping is free.'),
  page('/returns', 'Returns', 'Our 30-day return policy.'),
  page('/privacy', 'Privacy Policy', 'What we store about you, why, and what we never do with it.'),
  page('/terms', 'Terms of Service', 'The terms of buying from Cumming Organics.'),
  page('/cart', 'Your Cart', 'Your shopping cart.', false),
  page('/checkout', 'Checkout', 'Checkout.', false),
  page('/orders', 'Your Orders', 'Your orders.', false),
  page(
    '/subscriptions/manage',
    'Your Subscriptions',
    'Your subscription boxes: change the oils, skip, pause or cancel.',
    false,
  ),
  page('/login', 'Sign in', 'Sign in or create an account.', false),
  page(EMAIL_VERIFICATION_PAGE_PATH, 'Verify your e-mail address', 'Verify the e-mail address of your account.', false),
];

export const NOT_FOUND_PAGE = page(
  '/404',
  '404 Page Not Found',
  'Did you forget to add the page to the router?',
  false,
);
