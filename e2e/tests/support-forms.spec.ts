import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { notifications } from '../support/toasts';

/** The business and contact forms of the home page, against the real API. */

async function openForm(page: Page, section: 'business' | 'contact', formName: string): Promise<Locator> {
  await page.goto('/');
  await page.locator(`#${section}`).scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: formName });
  await expect(form).toBeVisible();
  return form;
}

const inquiry = {
  'Business name': 'Lanier Bistro',
  'Contact name': 'Asha Patel',
  Email: 'asha@example.com',
  Phone: '4045550123',
  Requirements: 'Ten litres of sesame oil a week, delivered on Mondays.',
};

async function fillInquiry(form: Locator) {
  for (const [label, value] of Object.entries(inquiry)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel('Business type').selectOption({ label: 'Restaurant' });
}

const message = {
  'First name': 'Asha',
  'Last name': 'Patel',
  Email: 'asha@example.com',
  Subject: 'Saturday delivery',
  Message: 'Do you deliver to Alpharetta on Saturdays?',
};

async function fillMessage(form: Locator) {
  for (const [label, value] of Object.entries(message)) await form.getByLabel(label, { exact: true }).fill(value);
}

test.describe('Request Business Quote', () => {
  test('shows every message under its field when sent empty', async ({ page }) => {
    const form = await openForm(page, 'business', 'Request Business Quote');

    await form.getByRole('button', { name: 'Submit Inquiry' }).click();

    for (const [label, error] of [
      ['Business name', 'Business name is required'],
      ['Contact name', 'Contact name is required'],
      ['Business type', 'Business type is required'],
      ['Email', 'Valid email is required'],
      ['Phone', 'Phone is required'],
      ['Requirements', 'Requirements is required'],
    ] as const) {
      await expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription(error);
    }
  });

  test('sends a valid inquiry, thanks the business and empties the form', async ({ page }) => {
    const form = await openForm(page, 'business', 'Request Business Quote');
    await fillInquiry(form);

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/business-inquiries'));
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();

    // The honeypot travels empty, as people leave it.
    expect((await sent).postDataJSON()).toEqual({
      businessName: inquiry['Business name'],
      contactName: inquiry['Contact name'],
      businessType: 'restaurant',
      email: inquiry.Email,
      phone: inquiry.Phone,
      requirements: inquiry.Requirements,
      website: '',
    });
    await expect(notifications(page).getByText('Business Inquiry Submitted')).toBeVisible();
    await expect(
      notifications(page).getByText("Thank you for your interest! We'll get back to you within 24 hours."),
    ).toBeVisible();
    for (const label of [...Object.keys(inquiry), 'Business type']) {
      await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
    }
  });

  test('keeps what was typed when the server fails', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource: .* 500 .*\/api\/business-inquiries$/);
    await page.route('**/api/business-inquiries', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
    );
    const form = await openForm(page, 'business', 'Request Business Quote');
    await fillInquiry(form);

    await form.getByRole('button', { name: 'Submit Inquiry' }).click();

    await expect(notifications(page).getByText('Error', { exact: true })).toBeVisible();
    await expect(notifications(page).getByText('Failed to submit your inquiry. Please try again.')).toBeVisible();
    for (const [label, value] of Object.entries(inquiry)) {
      await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
    }
    await expect(form.getByLabel('Business type')).toHaveValue('restaurant');
  });
});

test.describe('Send Us a Message', () => {
  test('shows every message under its field when sent empty', async ({ page }) => {
    const form = await openForm(page, 'contact', 'Send Us a Message');

    await form.getByRole('button', { name: 'Send Message' }).click();

    for (const [label, error] of [
      ['First name', 'First name is required'],
      ['Last name', 'Last name is required'],
      ['Email', 'Valid email is required'],
      ['Subject', 'Subject is required'],
      ['Message', 'Message is required'],
    ] as const) {
      await expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription(error);
    }
  });

  test('sends a valid message, thanks the shopper and empties the form', async ({ page }) => {
    const form = await openForm(page, 'contact', 'Send Us a Message');
    await fillMessage(form);

    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(notifications(page).getByText('Message Sent')).toBeVisible();
    await expect(
      notifications(page).getByText("Thank you for contacting us! We'll respond within 24 hours."),
    ).toBeVisible();
    for (const label of Object.keys(message)) {
      await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
    }
  });

  test('keeps what was typed when the server fails', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource: .* 500 .*\/api\/contact-messages$/);
    await page.route('**/api/contact-messages', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
    );
    const form = await openForm(page, 'contact', 'Send Us a Message');
    await fillMessage(form);

    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(notifications(page).getByText('Error', { exact: true })).toBeVisible();
    await expect(notifications(page).getByText('Failed to send your message. Please try again.')).toBeVisible();
    for (const [label, value] of Object.entries(message)) {
      await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
    }
  });
});

test.describe('the spam trap of both forms', () => {
  for (const [section, formName, lastField, submit] of [
    ['business', 'Request Business Quote', 'Requirements', 'Submit Inquiry'],
    ['contact', 'Send Us a Message', 'Message', 'Send Message'],
  ] as const) {
    test(`${formName}: screen readers do not read it and Tab does not reach it`, async ({ page }) => {
      const form = await openForm(page, section, formName);
      await expect(form.getByRole('button', { name: submit })).toBeEnabled();
      const honeypot = form.locator('input[name="website"]');
      await expect(honeypot).toBeAttached();

      expect(await form.ariaSnapshot()).not.toMatch(/leave this field empty|website/i);
      await expect(form.getByRole('textbox', { name: /leave this field empty/i })).toHaveCount(0);
      await expect(honeypot).toHaveAttribute('autocomplete', 'off');

      // From the form's last field, Tab goes to its submit button, past the trap that follows it.
      await form.getByLabel(lastField, { exact: true }).focus();
      await page.keyboard.press('Tab');
      await expect(form.getByRole('button', { name: submit })).toBeFocused();
    });
  }
});
