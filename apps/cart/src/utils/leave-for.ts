/**
 * A full page navigation away from the app (e.g. to the card payment page). Its own module so
 * tests can replace it: jsdom cannot navigate, and its window.location cannot be stubbed.
 */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
