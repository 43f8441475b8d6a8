import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { Shopper } from '../support/shoppers';

/** axe-core, WCAG 2.1 A/AA: serious or critical violations fail, as in accessibility.spec.ts. */
async function expectNoSeriousViolations(page: Page, pageName: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    `${pageName}: serious/critical axe violations`,
  ).toEqual([]);
}

/** The page's browser context shares cookies with page.request, so this signs the page in. */
async function signInPage(page: Page, { email, password }: Shopper) {
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications (F8)' });
}

test.describe('subscription boxes', () => {
  test('subscribe paying on delivery, see it confirmed, change it on the manage page, find the box in the orders', async ({
    page,
    shopper,
  }) => {
    await signInPage(page, shopper);
    const plans: { id: number; name: string; bottleCount: number }[] = await (
      await page.request.get('/api/subscriptions/plans')
    ).json();
    const plan = plans.find((candidate) => candidate.bottleCount === 2);
    expect(plan, 'a two-bottle plan').toBeDefined();

    await test.step('choose two oils and an address', async () => {
      await page.goto(`/subscriptions/checkout/${plan!.id}`);
      await expect(page.getByRole('heading', { level: 1, name: `Subscribe to the ${plan!.name}` })).toBeVisible();
      const oils = page.getByRole('group', { name: 'Choose 2 oils' });
      const choosable = oils.locator('button[aria-pressed="false"]:enabled');
      await expect(choosable.first()).toBeVisible();
      await expect(page.getByText('0 of 2 chosen')).toBeVisible();
      await expectNoSeriousViolations(page, '/subscriptions/checkout/:planId');

      await choosable.first().click();
      await choosable.first().click();
      await expect(page.getByText('2 of 2 chosen')).toBeVisible();
      await expect(oils.locator('button[aria-pressed="false"]:enabled')).toHaveCount(0);
      await expect(page.getByText('You will pay on delivery.')).toBeVisible();

      await page.getByLabel('Address', { exact: true }).fill('12 Lanier Way');
      await page.getByLabel('Phone').fill('4045550123');
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    });

    await test.step('the success page confirms it', async () => {
      await expect(page).toHaveURL(/\/subscriptions\/success\?subscription_id=\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you for subscribing!' })).toBeVisible();
      const details = page.getByRole('region', { name: plan!.name });
      await expect(details.getByText('Active', { exact: true })).toBeVisible();
      await expect(details.getByText('12 Lanier Way, Cumming, GA 30040')).toBeVisible();
      await expectNoSeriousViolations(page, '/subscriptions/success');
      await page.getByRole('link', { name: 'Manage your subscription' }).click();
    });

    await test.step('skip and undo, pause and resume, cancel and keep', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Your Subscriptions' })).toBeVisible();
      const card = page.getByRole('article', { name: plan!.name });
      await expect(card.getByRole('button', { name: 'Skip next box' })).toBeVisible();
      await expectNoSeriousViolations(page, '/subscriptions/manage');

      await card.getByRole('button', { name: 'Skip next box' }).click();
      await expect(toasts(page).getByText('Box Skipped')).toBeVisible();
      await card.getByRole('button', { name: 'Undo skip' }).click();
      await expect(toasts(page).getByText('Skip Undone')).toBeVisible();

      await card.getByRole('button', { name: 'Pause', exact: true }).click();
      await card.getByRole('radio', { name: '2 months' }).check();
      await card.getByRole('button', { name: 'Pause subscription' }).click();
      await expect(toasts(page).getByText('Subscription Paused')).toBeVisible();
      await expect(card.getByText(/^Paused until /)).toBeVisible();
      await card.getByRole('button', { name: 'Resume' }).click();
      await expect(toasts(page).getByText('Subscription Resumed')).toBeVisible();

      await card.getByRole('button', { name: 'Cancel subscription' }).click();
      await expect(card.getByRole('button', { name: 'Skip a box instead' })).toBeVisible();
      await card.getByRole('button', { name: 'Continue to cancel' }).click();
      await card.getByRole('button', { name: 'Yes, cancel subscription' }).click();
      await expect(toasts(page).getByText('Subscription Cancelled')).toBeVisible();
      await expect(card.getByText(/^Ends on /)).toBeVisible();
      await card.getByRole('button', { name: 'Keep subscription' }).click();
      await expect(toasts(page).getByText('Subscription Kept')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
    });

    await test.step('the first box is an order marked as a subscription box', async () => {
      await expect(
        page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'My Subscriptions' }),
      ).toHaveAttribute('href', '/subscriptions/manage');
      await page.goto('/orders');
      const box = page.getByRole('article').first();
      await expect(box.getByText('Subscription box')).toBeVisible();
    });
  });

  test('a signed-out shopper is offered to sign in on checkout and manage, and has no My Subscriptions link', async ({
    page,
  }) => {
    const plans: { id: number }[] = await (await page.request.get('/api/subscriptions/plans')).json();
    await page.goto(`/subscriptions/checkout/${plans[0]!.id}`);
    await expect(page.getByRole('link', { name: 'Sign in to subscribe' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'My Subscriptions' }),
    ).toHaveCount(0);

    await page.goto('/subscriptions/manage');
    await expect(page.getByRole('link', { name: 'Sign in to manage your subscriptions' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fsubscriptions%2Fmanage',
    );
  });
});
