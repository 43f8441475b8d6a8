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
import { BusinessInquiryForm } from './business-inquiry-form.js';

const PATH = API_PATHS.businessInquiries;

function renderForm() {
  const view = renderWithProviders(<BusinessInquiryForm />);
  expect(screen.getByRole('form', { name: 'Request Business Quote' })).toBeVisible();
  return view;
}

async function fillForm(user: UserEvent) {
  await user.type(screen.getByLabelText('Business name'), 'Lanier Bistro');
  await user.type(screen.getByLabelText('Contact name'), 'Asha Patel');
  await user.selectOptions(screen.getByLabelText('Business type'), 'Restaurant');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Phone'), '4045550123');
  await user.type(screen.getByLabelText('Requirements'), 'Ten litres of sesame oil a week.');
}

const FILLED = {
  businessName: 'Lanier Bistro',
  contactName: 'Asha Patel',
  businessType: 'restaurant',
  email: 'asha@example.com',
  phone: '4045550123',
  requirements: 'Ten litres of sesame oil a week.',
};

function expectValuesKept() {
  expect(screen.getByLabelText('Business name')).toHaveValue(FILLED.businessName);
  expect(screen.getByLabelText('Contact name')).toHaveValue(FILLED.contactName);
  expect(screen.getByLabelText('Business type')).toHaveValue(FILLED.businessType);
  expect(screen.getByLabelText('Email')).toHaveValue(FILLED.email);
  expect(screen.getByLabelText('Phone')).toHaveValue(FILLED.phone);
  expect(screen.getByLabelText('Requirements')).toHaveValue(FILLED.requirements);
}

afterEach(() => jest.restoreAllMocks());

describe('BusinessInquiryForm', () => {
  it('offers the four business types in a labelled select', () => {
    renderForm();
    const select = screen.getByRole('combobox', { name: 'Business type' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select business type', 'Restaurant', 'Retail Store', 'Distributor', 'Other']);
    expect(select).toHaveValue('');
  });

  it('shows a field’s message under it as soon as it is left invalid', async () => {
    const { user } = renderForm();

    await user.click(screen.getByLabelText('Business name'));
    await user.tab();
    expect(await screen.findByText('Business name is required')).toBeVisible();
    expect(screen.getByLabelText('Business name')).toHaveAccessibleDescription('Business name is required');
    expect(screen.queryByText('Contact name is required')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Business type'));
    await user.tab();
    expect(await screen.findByText('Business type is required')).toBeVisible();

    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.tab();
    expect(await screen.findByText('Valid email is required')).toBeVisible();
  });

  it('shows every message on submit and sends nothing', async () => {
    const fetchSpy = stubPost(PATH, received);
    const { user } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));

    for (const message of [
      'Business name is required',
      'Contact name is required',
      'Business type is required',
      'Valid email is required',
      'Phone is required',
      'Requirements is required',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(screen.getByLabelText('Business name')).toHaveFocus();
    expect(postedBodies(fetchSpy, PATH)).toHaveLength(0);
  });

  it('reads "Submitting..." while sending, then thanks the business and empties the form', async () => {
    const answer = deferredResponse();
    const fetchSpy = stubPost(PATH, () => answer.promise);
    const { user } = renderForm();
    await fillForm(user);

    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer.respond(received());

    const toasts = toastRegion();
    expect(await within(toasts).findByText('Business Inquiry Submitted')).toBeVisible();
    expect(
      within(toasts).getByText("Thank you for your interest! We'll get back to you within 24 hours."),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Business name')).toHaveValue(''));
    for (const label of ['Contact name', 'Business type', 'Email', 'Phone', 'Requirements']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByRole('button', { name: 'Submit Inquiry' })).toBeEnabled();
    // The honeypot travels too, empty, as people leave it.
    expect(postedBodies(fetchSpy, PATH)).toEqual([{ ...FILLED, website: '' }]);
  });

  it('keeps everything typed when sending fails, and says so', async () => {
    stubPost(PATH, () => Response.json({ message: 'Internal server error' }, { status: 500 }));
    const { user } = renderForm();
    await fillForm(user);

    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));

    const toasts = toastRegion();
    expect(await within(toasts).findByText('Error')).toBeVisible();
    expect(within(toasts).getByText('Failed to submit your inquiry. Please try again.')).toBeVisible();
    expectValuesKept();
    expect(screen.getByRole('button', { name: 'Submit Inquiry' })).toBeEnabled();
  });

  it("puts the server's field errors under their fields", async () => {
    stubPost(PATH, () =>
      Response.json(
        { message: 'Validation failed', fieldErrors: [{ field: 'email', message: 'Valid email is required' }] },
        { status: 400 },
      ),
    );
    const { user } = renderForm();
    await fillForm(user);

    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));

    expect(await screen.findByText('Valid email is required')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Valid email is required');
    // A page's first toast shows once the toaster's code has loaded.
    expect(await within(toastRegion()).findByText('Failed to submit your inquiry. Please try again.')).toBeVisible();
    expectValuesKept();
  });

  it("shows the server's message when it is rate limiting", async () => {
    const message = 'Too many submissions. Please try again in a few minutes.';
    stubPost(PATH, () =>
      Response.json({ statusCode: 429, error: 'Too Many Requests', code: 'RATE_LIMITED', message }, { status: 429 }),
    );
    const { user } = renderForm();
    await fillForm(user);

    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));

    const toasts = toastRegion();
    expect(await within(toasts).findByText(message)).toBeVisible();
    expect(within(toasts).getByText('Error')).toBeVisible();
    expectValuesKept();
  });

  it('has a honeypot that people neither see, hear nor reach with Tab', async () => {
    const { container, user } = renderForm();

    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).toHaveClass('support-honeypot');
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Requirements'));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit Inquiry' })).toHaveFocus();
  });
});
