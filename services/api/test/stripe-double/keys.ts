/** The keys the shop and the double share in tests; the double refuses any other secret key. */
export const STRIPE_TEST_KEYS = { secretKey: 'sk_test_localdouble000000', webhookSecret: 'whsec_localdouble000000' };

/** The settings that point the shop's Stripe SDK at a double listening on `url`. */
export function stripeDoubleSettings(url: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: STRIPE_TEST_KEYS.secretKey,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_KEYS.webhookSecret,
    STRIPE_API_URL: url,
  };
}
