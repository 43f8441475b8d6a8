import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '@shop/ui/app-providers';
import { NewsletterBox } from './newsletter-box.js';
import { ZipCheckForm } from './zip-check-form.js';

// Its own file, so that neither form's code is loaded yet when each test starts: until it is, a
// stand-in with the same markup shows (its button disabled), and what is typed there is kept.

afterEach(() => jest.restoreAllMocks());

function markupWithoutIds(element: HTMLElement): string {
  return element.outerHTML.replace(/«[^»]*»|:r[0-9a-z]+:|_r_[0-9a-z]+_/g, 'ID');
}

it.each([
  ['the ZIP code check', <ZipCheckForm key="zip" />, 'ZIP code', 'Check', '30040'],
  ['the newsletter form', <NewsletterBox key="newsletter" />, 'Email address', 'Subscribe Now', 'asha@example.com'],
])(
  '%s shows the same form while its code loads, keeping what is typed and the focus',
  async (_name, form, label, button, typed) => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('Unauthorized', { status: 401 }));
    const { container } = render(<AppProviders>{form}</AppProviders>);

    expect(screen.getByRole('button', { name: button })).toBeDisabled();
    const standIn = markupWithoutIds(container.querySelector('form') as HTMLElement);
    const standInInput = screen.getByRole('textbox', { name: label });
    fireEvent.focus(standInInput);
    fireEvent.change(standInInput, { target: { value: typed } });

    // The first require of react-hook-form and zod can take over a second on a busy machine.
    await waitFor(() => expect(screen.getByRole('button', { name: button })).toBeEnabled(), { timeout: 5_000 });
    const input = screen.getByRole('textbox', { name: label });
    expect(input).not.toBe(standInInput);
    expect(input).toHaveValue(typed);
    expect(input).toHaveFocus();

    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(markupWithoutIds(container.querySelector('form') as HTMLElement)).toBe(standIn.replace(' disabled=""', ''));
  },
);
