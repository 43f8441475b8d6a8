import type { Locator, Page } from '@playwright/test';

/** The shop's notifications region (F8 moves focus to it), where every toast is drawn. */
export function notifications(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications (F8)' });
}

/**
 * The toast that shows every one of these texts, as drawn in the notifications region. Not
 * `getByRole('status')`: that is the toast library's announcement for screen readers, which lasts
 * one second, so a busy machine can miss it; the drawn toast lasts its full duration.
 */
export function toastWith(page: Page, ...texts: string[]): Locator {
  return texts.reduce((toast, text) => toast.filter({ hasText: text }), notifications(page).getByRole('listitem'));
}
