import { expect, test } from '../support/fixtures';
import { notifications } from '../support/toasts';

test.describe('home page sections', () => {
  test('every anchored section is there with its heading', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#home').getByRole('heading', { level: 1 })).toHaveText(
      'Premium Organic Oils & Spices Delivered to Cumming, GA & Lake Lanier Area',
    );
    await expect(page.locator('#products').getByRole('heading', { name: 'Our Products' })).toBeVisible();
    await expect(page.locator('#about').getByRole('heading', { name: 'Our Story' })).toBeVisible();
    await expect(page.locator('#blog').getByRole('heading', { name: 'From Our Blog' })).toBeVisible();
    await expect(page.locator('#business')).toBeAttached();
    await expect(page.locator('#contact')).toBeAttached();
    for (const name of ['Pressed on Demand', 'Traditional Methods', '100% Pure & Natural', 'Why Choose Us']) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
    await expect(page.getByText('Freshness You Can See, Quality You Can Taste')).toBeVisible();
    await expect(page.getByText('Customer reviews are coming soon.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products');
  });

  test('the comparison table has its rows and columns', async ({ page }) => {
    await page.goto('/');
    const table = page.getByRole('table', { name: /compared with conventional brands/ });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Cumming Organics',
      'Conventional brands',
      'Big-box generic',
    ]);
    await expect(table.getByRole('rowheader')).toHaveText([
      'Ingredient sourcing',
      'Processing method',
      'Freshness',
      'Nutritional value',
      'Lifestyle impact',
    ]);
  });

  test('the blog category filters filter', async ({ page }) => {
    await page.goto('/');
    const blog = page.locator('#blog');
    // As a shopper does: the section hydrates (and its buttons work) once it comes near the screen.
    await blog.scrollIntoViewIfNeeded();
    const articles = blog.getByRole('heading', { level: 4 });
    await expect(blog.getByRole('button', { name: 'All (4)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(articles).toHaveCount(4);

    await blog.getByRole('button', { name: 'Recipes (1)' }).click();
    await expect(blog.getByRole('button', { name: 'Recipes (1)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(articles).toHaveText(['Tadka: Tempering Spices in Hot Oil']);

    await blog.getByRole('button', { name: 'All (4)' }).click();
    await expect(articles).toHaveCount(4);
  });

  test('the ZIP code check answers from the delivery areas', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Do we deliver to you?' });
    const zipCode = form.getByRole('textbox', { name: 'ZIP code' });
    await form.scrollIntoViewIfNeeded();

    async function check(value: string) {
      await zipCode.fill(value);
      await form.getByRole('button', { name: 'Check' }).click();
    }

    await check('30040');
    await expect(form.getByText('Yes! 30040 (Cumming) is in our primary delivery area.')).toBeVisible();

    await check('30041');
    await expect(
      form.getByText(
        /^Yes! 30041 \(.+\) is in (our primary delivery area|Forsyth County, where we deliver everywhere)\.$/,
      ),
    ).toBeVisible();

    await check('90210');
    await expect(form.getByText(/^Sorry, 90210 .* outside our 50-mile delivery area\.$/)).toBeVisible();

    await check('abc');
    await expect(form.getByText('Enter a 5-digit ZIP code')).toBeVisible();
    await expect(zipCode).toHaveAttribute('aria-invalid', 'true');
  });

  test('the newsletter subscribes, then says the address is already subscribed', async ({ page }) => {
    const email = `newsletter-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await page.goto('/');
    const input = page.getByRole('textbox', { name: 'Email address' });
    await input.scrollIntoViewIfNeeded();
    const toastRegion = notifications(page);
    await expect(input).toHaveAttribute('placeholder', 'Enter your email address');

    await input.fill(email);
    await page.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(toastRegion.getByText('Subscribed!')).toBeVisible();

    await input.fill(email);
    await page.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect(toastRegion.getByText("You're already subscribed.")).toBeVisible();
  });
});

test.describe('footer support pages', () => {
  const pages: [string, string, string][] = [
    ['FAQ', '/faq', 'Frequently Asked Questions'],
    ['Shipping Info', '/shipping', 'Shipping Info'],
    ['Returns', '/returns', 'Returns'],
    ['Privacy Policy', '/privacy', 'Privacy Policy'],
    ['Terms of Service', '/terms', 'Terms of Service'],
  ];

  for (const [linkName, path, heading] of pages) {
    test(`${linkName} is reachable from the footer`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: linkName, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} | Cumming Organics`);
    });
  }

  test('the policies state the return window and the dispatch time', async ({ page }) => {
    await page.goto('/returns');
    await expect(page.getByRole('main')).toContainText('30-day');
    await page.goto('/shipping');
    await expect(page.getByRole('main')).toContainText('2-3 business days');
    await page.goto('/faq');
    await expect(page.getByRole('main')).toContainText('30-day');
    await expect(page.getByRole('main')).toContainText('2-3 business days');
  });
});
