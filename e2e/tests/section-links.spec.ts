import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signInPage } from '../support/team';

/** The navbar's section links (Products is a page link) and the sections they lead to. */
const SECTION_LINKS = [
  { label: 'Home', section: 'home' },
  { label: 'About', section: 'about' },
  { label: 'Blog', section: 'blog' },
  { label: 'Business', section: 'business' },
  { label: 'Contact', section: 'contact' },
] as const;

/** The desktop navbar, and a phone's, where the links are in the menu. */
const WIDTHS = [1280, 390] as const;
const DESKTOP_LAYOUT_MIN_WIDTH = 961;

/** Frames the section is watched for once the page is drawn: it must stay put, not only pass by. */
const WATCHED_FRAMES = 30;

async function firstProductPath(request: APIRequestContext): Promise<string> {
  const products: { id: number }[] = await (await request.get('/api/products')).json();
  expect(products.length).toBeGreaterThan(0);
  return `/product/${products[0]!.id}`;
}

/** Waits until every remote part of the home page (carousels, business, contact) has replaced its loading state. */
async function waitUntilHomePageDrawn(page: Page) {
  const main = page.locator('main');
  await expect(main.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Submit Inquiry' })).toBeAttached();
  await expect(main.getByRole('button', { name: 'Send Message' })).toBeAttached();
}

/**
 * Where the section's top was, frame by frame, against where it belongs: right below the sticky
 * navbar, within the page's scroll padding (the home section, at the very top, sits on the navbar).
 */
async function sectionTopsOverFrames(page: Page, section: string, frames = WATCHED_FRAMES) {
  return page.evaluate(
    ({ id, count }) =>
      new Promise<{ tops: number[]; navbarBottom: number; scrollPadding: number }>((resolve) => {
        const target = document.getElementById(id)!;
        const navbarBottom = document.querySelector('header')!.getBoundingClientRect().bottom;
        const scrollPadding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
        const tops: number[] = [];
        const sample = () => {
          tops.push(target.getBoundingClientRect().top);
          if (tops.length < count) requestAnimationFrame(sample);
          else resolve({ tops, navbarBottom, scrollPadding });
        };
        requestAnimationFrame(sample);
      }),
    { id: section, count: frames },
  );
}

async function expectSectionAtTop(page: Page, section: string) {
  // A smooth scroll on the home page takes a moment to arrive; then the section must stay.
  await expect
    .poll(async () => {
      const { tops, navbarBottom, scrollPadding } = await sectionTopsOverFrames(page, section, 1);
      return tops[0]! >= navbarBottom - 1 && tops[0]! <= scrollPadding + 2;
    })
    .toBe(true);
  const { tops, navbarBottom, scrollPadding } = await sectionTopsOverFrames(page, section);
  for (const top of tops) {
    expect(top, `#${section}'s top (navbar ends at ${navbarBottom}px)`).toBeGreaterThanOrEqual(navbarBottom - 1);
    expect(top, `#${section}'s top (scroll padding ${scrollPadding}px)`).toBeLessThanOrEqual(scrollPadding + 2);
  }
}

async function clickSectionLink(page: Page, label: string, width: number) {
  const nav = page.getByRole('navigation', { name: /main/i });
  if (width < DESKTOP_LAYOUT_MIN_WIDTH) await nav.getByRole('button', { name: 'Toggle menu' }).click();
  await nav.getByRole('link', { name: label, exact: true }).click();
}

/**
 * Every page at desktop width; at a phone's width, where the links sit in the menu, the home page,
 * a catalog page and a signed-in page (the menu and the keeping in place are the same code on each).
 */
const ROUTES_BY_WIDTH = {
  1280: ['/products', '/product/:id', '/cart', '/subscriptions', '/subscriptions/manage', '/'],
  390: ['/products', '/subscriptions/manage', '/'],
} as const satisfies Record<(typeof WIDTHS)[number], readonly string[]>;

test.describe('section links land on their section', () => {
  // Each test loads the home page five times: spread them over both workers.
  test.describe.configure({ mode: 'parallel' });

  for (const width of WIDTHS) {
    for (const route of ROUTES_BY_WIDTH[width]) {
      test(`from ${route} at ${width} px`, async ({ page, shopper }) => {
        test.slow(); // Five page loads, each until every remote on the home page has been drawn.
        await page.setViewportSize({ width, height: 800 });
        // My Subscriptions is for signed-in shoppers; the others are tried as a visitor sees them.
        if (route === '/subscriptions/manage') await signInPage(page, shopper);
        const path = route === '/product/:id' ? await firstProductPath(page.request) : route;

        for (const { label, section } of SECTION_LINKS) {
          await test.step(label, async () => {
            await page.goto(path);
            await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
            await clickSectionLink(page, label, width);
            if (route !== '/') await expect(page).toHaveURL(new RegExp(`/#${section}$`));
            await waitUntilHomePageDrawn(page);
            await expectSectionAtTop(page, section);
            await expect(page.locator(`#${section}`)).toBeFocused();
          });
        }
      });
    }
  }
});
