/**
 * A full page navigation away from the app (to Stripe's payment or card pages). Its own module so
 * tests can replace it: jsdom cannot navigate, and its window.location cannot be stubbed.
 */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
