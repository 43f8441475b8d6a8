import type { Locator, Page, Request } from '@playwright/test';
import { CHAT_FAILURE_MESSAGE, CHAT_SESSION_STORAGE_KEY } from '@shop/contracts/chat';
import { WHY_CHOOSE_US_STORY } from '@shop/contracts/shop-story';
import { expect, test } from '../support/fixtures';

/** The support chat (the support remote's ./ChatWidget, on every page) against the real chat API. */

/** Seed facts (services/api/src/database/seed/catalog-seed-data.ts). */
const SESAME = 'Cold-Pressed Sesame (Gingelly) Oil';

/** What the bot answers (services/api/src/chat/answer-engine/answers/conversation-answers.ts). */
const ASKS_FOR_EMAIL = "I'll connect you with a person on our team. What email address should they reply to?";
const handedOff = (email: string) =>
  `I've passed our conversation to a person on our team, who will reply to ${email}.`;

const launcher = (page: Page) => page.getByRole('button', { name: 'Open support chat' });

async function openChat(page: Page): Promise<Locator> {
  await launcher(page).click();
  const chat = page.getByRole('dialog', { name: 'Support chat' });
  await expect(chat).toBeVisible();
  await expect(messageBox(chat)).toBeFocused();
  return chat;
}

const messageBox = (chat: Locator) => chat.getByRole('textbox', { name: 'Message' });
const conversation = (chat: Locator) => chat.getByRole('log');

/** Every message the page sends to POST /api/chat, as sent. */
function chatPosts(page: Page): { message: string; sessionId?: string }[] {
  const posts: { message: string; sessionId?: string }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/chat')
      posts.push(request.postDataJSON());
  });
  return posts;
}

test.describe('support chat', () => {
  test('answers a price on a page that is not home, and its product link navigates in the app', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    const chat = await openChat(page);
    await expect(chat.getByRole('heading', { name: 'Support chat' })).toBeVisible();

    await messageBox(chat).fill('how much is the sesame oil?');
    await messageBox(chat).press('Enter');

    await expect(conversation(chat)).toContainText('You: how much is the sesame oil?');
    await expect(conversation(chat)).toContainText(
      new RegExp(`Support: ${SESAME.replace(/[()]/g, '\\$&')}: \\$\\d+\\.\\d{2}`),
    );
    await expect(messageBox(chat)).toBeFocused();

    // A full page load would lose this marker; the shell's router keeps it.
    await page.evaluate(() => Object.assign(window, { chatTestMarker: true }));
    await conversation(chat).getByRole('link', { name: SESAME }).click();

    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: SESAME })).toBeVisible();
    expect(await page.evaluate(() => 'chatTestMarker' in window)).toBe(true);
  });

  test('answers a question about the shop itself in the very words its home page shows', async ({ page }) => {
    const organic = WHY_CHOOSE_US_STORY.features.find((feature) => feature.id === 'farm-fresh-organic')!;
    await page.goto('/');
    const whyChooseUs = page.getByRole('region', { name: WHY_CHOOSE_US_STORY.heading });
    await expect(whyChooseUs.getByText(organic.text)).toBeVisible();
    const chat = await openChat(page);

    await messageBox(chat).fill('where do your seeds come from?');
    await messageBox(chat).press('Enter');

    await expect(conversation(chat)).toContainText(`Support: ${organic.title}: ${organic.text}`);
  });

  test('Enter sends, Shift+Enter breaks the line, and an empty message is not sent', async ({ page }) => {
    const posts = chatPosts(page);
    await page.goto('/faq');
    const chat = await openChat(page);

    await messageBox(chat).press('Enter');
    await messageBox(chat).fill('   ');
    await messageBox(chat).press('Enter');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(messageBox(chat)).toBeFocused();

    await messageBox(chat).fill('Do you deliver to 30041?');
    await messageBox(chat).press('Shift+Enter');
    await messageBox(chat).pressSequentially('Thank you');
    await expect(messageBox(chat)).toHaveValue('Do you deliver to 30041?\nThank you');
    expect(posts).toEqual([]);

    await messageBox(chat).press('Enter');

    await expect(conversation(chat)).toContainText('You: Do you deliver to 30041?\nThank you');
    await expect(messageBox(chat)).toHaveValue('');
    await expect(conversation(chat).getByText(/^Support: /)).toHaveCount(2);
    expect(posts).toEqual([{ message: 'Do you deliver to 30041?\nThank you' }]);
  });

  test('holds the message box and Send while the reply is on its way', async ({ page }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chat', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/products');
    const chat = await openChat(page);

    await messageBox(chat).fill('Is the coconut oil in stock?');
    await messageBox(chat).press('Enter');

    await expect(chat.getByRole('status')).toHaveText('Support is typing…');
    await expect(messageBox(chat)).toBeDisabled();
    await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(messageBox(chat)).toBeFocused();

    release();

    await expect(conversation(chat)).toContainText(/Cold-Pressed Coconut Oil is in stock/);
    await expect(messageBox(chat)).toBeEnabled();
    await expect(chat.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(chat.getByRole('status')).toHaveText('');
    await expect(messageBox(chat)).toBeFocused();
  });

  test('apologises with the contract’s message when the chat API cannot be reached', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource: net::ERR_CONNECTION_REFUSED/);
    await page.route('**/api/chat', (route) => route.abort('connectionrefused'));
    await page.goto('/products');
    const chat = await openChat(page);

    await messageBox(chat).fill('Where is my order?');
    await messageBox(chat).press('Enter');

    await expect(conversation(chat)).toContainText(`Support: ${CHAT_FAILURE_MESSAGE}`);
    await expect(conversation(chat)).toContainText('You: Where is my order?');
    await expect(messageBox(chat)).toBeEnabled();
  });

  test('shows the conversation again after a reload, and carries on in the same session', async ({ page }) => {
    const posts = chatPosts(page);
    await page.goto('/products');
    let chat = await openChat(page);
    await messageBox(chat).fill('how much is the sesame oil?');
    await messageBox(chat).press('Enter');
    await expect(conversation(chat).getByRole('link', { name: SESAME })).toBeVisible();
    const sessionId = await page.evaluate((key) => localStorage.getItem(key), CHAT_SESSION_STORAGE_KEY);
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{32}$/);

    await page.reload();
    chat = await openChat(page);

    await expect(conversation(chat)).toContainText('You: how much is the sesame oil?');
    await expect(conversation(chat).getByRole('link', { name: SESAME })).toBeVisible();
    await messageBox(chat).fill('thank you');
    await messageBox(chat).press('Enter');
    await expect(conversation(chat).getByText(/^You: /)).toHaveCount(2);
    await expect(conversation(chat).getByText(/^Support: /)).toHaveCount(3);
    expect(posts).toEqual([{ message: 'how much is the sesame oil?' }, { message: 'thank you', sessionId }]);
  });

  test('hands an anonymous visitor over to a person once they give an email', async ({ page }) => {
    await page.goto('/subscriptions');
    const chat = await openChat(page);

    await messageBox(chat).fill('can I talk to a person');
    await messageBox(chat).press('Enter');
    await expect(conversation(chat)).toContainText(`Support: ${ASKS_FOR_EMAIL}`);

    await messageBox(chat).fill('asha@example.com');
    await messageBox(chat).press('Enter');
    await expect(conversation(chat)).toContainText(`Support: ${handedOff('asha@example.com')}`);
  });

  test('works from the keyboard: opens, sends, closes with Escape and gives focus back', async ({ page }) => {
    await page.goto('/products');
    await launcher(page).focus();
    await page.keyboard.press('Enter');
    const chat = page.getByRole('dialog', { name: 'Support chat' });
    await expect(messageBox(chat)).toBeFocused();

    await page.keyboard.type('how much is the sesame oil?');
    await page.keyboard.press('Enter');
    await expect(conversation(chat).getByRole('link', { name: SESAME })).toBeVisible();
    await expect(messageBox(chat)).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expect(launcher(page)).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(conversation(chat)).toContainText('You: how much is the sesame oil?');
    await chat.getByRole('button', { name: 'Close support chat' }).click();
    await expect(launcher(page)).toBeFocused();
  });

  test('the window is 500 px high where there is room, and fits a small phone', async ({ page }) => {
    await page.goto('/products');
    let chat = await openChat(page);
    expect((await chat.boundingBox())?.height).toBe(500);

    await page.setViewportSize({ width: 360, height: 480 });
    const box = await chat.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(480);
    expect((box?.y ?? -1) >= 0 && (box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 360).toBe(true);
    chat = page.getByRole('dialog', { name: 'Support chat' });
    await expect(messageBox(chat)).toBeInViewport();
  });

  test('sits above the install card when both show', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/products');
    await expect(launcher(page)).toBeVisible();

    // What Chromium fires when the shop can be installed.
    await page.evaluate(() =>
      window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => ({ outcome: 'dismissed' }),
        }),
      ),
    );
    const card = page.getByRole('region', { name: 'Install Cumming Organics' });
    await expect(card).toBeVisible();

    await expect(async () => {
      const [button, cardBox] = await Promise.all([launcher(page).boundingBox(), card.boundingBox()]);
      expect(button!.y + button!.height).toBeLessThanOrEqual(cardBox!.y);
    }).toPass();
    const chat = await openChat(page);
    const [chatBox, cardBox] = await Promise.all([chat.boundingBox(), card.boundingBox()]);
    expect(chatBox!.y + chatBox!.height).toBeLessThanOrEqual(cardBox!.y);
  });

  test('a page whose support remote is down works on, without a chat button or a Try again panel', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/remotes\/support|ERR_CONNECTION_REFUSED|RUNTIME-|Failed to load/i);
    await page.route('**/remotes/support/**', (route) => route.abort('connectionrefused'));
    // After its retries the federation runtime gives up on the module, and says so.
    const givenUp = page.waitForEvent(
      'console',
      (message) => message.type() === 'warning' && /support\/\.?\/?ChatWidget.* is unavailable/.test(message.text()),
    );

    await page.goto('/products');
    await givenUp;

    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Subscriptions' }).click();
    await expect(page.getByText('Most Popular')).toBeVisible();
    await expect(launcher(page)).toHaveCount(0);
    await expect(page.getByText('This part of the shop is temporarily unavailable.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });
});
