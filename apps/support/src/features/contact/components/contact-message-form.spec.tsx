import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { API_PATHS } from '@shop/contracts/api-paths';
import {
  deferredResponse,
  postedBodies,
  received,
  renderWithProviders,
  stubPost,
  toastRegion,
} from '../../../testing/support-fixtures.js';
import { ContactMessageForm } from './contact-message-form.js';

const PATH = API_PATHS.contactMessages;

const FILLED = {
  firstName: 'Asha',
  lastName: 'Patel',
  email: 'asha@example.com',
  subject: 'Delivery to Alpharetta',
  message: 'Do you deliver to Alpharetta on Saturdays?',
};
const LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};

function renderForm() {
  const view = renderWithProviders(<ContactMessageForm />);
  expect(screen.getByRole('form', { name: 'Send Us a Message' })).toBeVisible();
  return view;
}

async function fillForm(user: UserEvent) {
  for (const [field, label] of Object.entries(LABELS)) {
    await user.type(screen.getByLabelText(label), FILLED[field as keyof typeof FILLED]);
  }
}

afterEach(() => jest.restoreAllMocks());

describe('ContactMessageForm', () => {
  it('shows a field’s message under it as soon as it is left invalid', async () => {
    const { user } = renderForm();

    await user.click(screen.getByLabelText('First name'));
    await user.tab();
    expect(await screen.findByText('First name is required')).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
    expect(screen.queryByText('Last name is required')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Message'));
    await user.tab();
    expect(await screen.findByText('Message is required')).toBeVisible();
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message is required');
  });

  it('shows every message on submit and sends nothing', async () => {
    const fetchSpy = stubPost(PATH, received);
    const { user } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    for (const message of [
      'First name is required',
      'Last name is required',
      'Valid email is required',
      'Subject is required',
      'Message is required',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(postedBodies(fetchSpy, PATH)).toHaveLength(0);
  });

  it('reads "Sending..." while sending, then thanks the shopper and empties the form', async () => {
    const answer = deferredResponse();
    const fetchSpy = stubPost(PATH, () => answer.promise);
    const { user } = renderForm();
    await fillForm(user);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer.respond(received());

    const toasts = toastRegion();
    expect(await within(toasts).findByText('Message Sent')).toBeVisible();
    expect(within(toasts).getByText("Thank you for contacting us! We'll respond within 24 hours.")).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue(''));
    for (const label of Object.values(LABELS)) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(postedBodies(fetchSpy, PATH)).toEqual([{ ...FILLED, website: '' }]);
  });

  it('keeps everything typed when sending fails, and says so', async () => {
    stubPost(PATH, () => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const { user } = renderForm();
    await fillForm(user);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const toasts = toastRegion();
    expect(await within(toasts).findByText('Error')).toBeVisible();
    expect(within(toasts).getByText('Failed to send your message. Please try again.')).toBeVisible();
    for (const [field, label] of Object.entries(LABELS)) {
      expect(screen.getByLabelText(label)).toHaveValue(FILLED[field as keyof typeof FILLED]);
    }
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('has a honeypot that is sent but hidden from the accessibility tree and the tab order', async () => {
    const { container, user } = renderForm();

    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).toHaveClass('support-honeypot');
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Message'));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveFocus();
  });
});
