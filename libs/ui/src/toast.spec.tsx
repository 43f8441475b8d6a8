import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { TOAST_DURATION_SUCCESS_MS } from '@shop/contracts/constants';
import { ToastProvider, useToast, type ToastOptions } from '@shop/ui/toast';
import { Toaster } from './toaster.js';

function ToastTrigger({ label, options }: { label: string; options: ToastOptions }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      {label}
    </button>
  );
}

function renderToasts(...triggers: { label: string; options: ToastOptions }[]) {
  render(
    <ToastProvider>
      {triggers.map((trigger) => (
        <ToastTrigger key={trigger.label} {...trigger} />
      ))}
      <Toaster />
    </ToastProvider>,
  );
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

// Radix's toast code is loaded with a page's first toast (toaster.spec.tsx); load it once here, so
// each test sees its toasts at once, as a page does after its first toast.
beforeAll(async () => {
  const viewport = renderToasts({ label: 'first toast', options: { title: 'First toast' } });
  fireEvent.click(screen.getByRole('button', { name: 'first toast' }));
  await within(viewport).findByText('First toast');
  cleanup();
});

afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  it('shows one toast at a time: a new toast replaces the current one', () => {
    const viewport = renderToasts(
      { label: 'first', options: { title: 'Added to Cart!', description: 'Sesame Oil has been added to your cart.' } },
      { label: 'second', options: { title: 'Error', description: 'Failed to add item to cart. Please try again.' } },
    );

    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(within(viewport).getByText('Added to Cart!')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'second' }));
    expect(within(viewport).getByText('Error')).toBeVisible();
    expect(within(viewport).queryByText('Added to Cart!')).not.toBeInTheDocument();
    expect(within(viewport).getAllByRole('listitem')).toHaveLength(1);
  });

  it('closes a toast after its duration', () => {
    jest.useFakeTimers();
    const viewport = renderToasts({
      label: 'add',
      options: { title: 'Added to Cart!', duration: TOAST_DURATION_SUCCESS_MS },
    });

    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_SUCCESS_MS - 100));
    expect(within(viewport).getByText('Added to Cart!')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(200));
    expect(within(viewport).queryByText('Added to Cart!')).not.toBeInTheDocument();
  });

  it('renders the action as a link that navigates away (full page load)', () => {
    const viewport = renderToasts({
      label: 'prompt',
      options: {
        title: 'Authentication Required',
        description: 'Please log in to add items to your cart.',
        variant: 'destructive',
        action: { label: 'Log In', altText: 'Log in to continue shopping', href: '/api/login' },
      },
    });

    fireEvent.click(screen.getByRole('button', { name: 'prompt' }));

    expect(within(viewport).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/api/login');
    expect(within(viewport).getByRole('listitem')).toHaveAttribute('data-variant', 'destructive');
  });

  it('can be closed with its close button', () => {
    const viewport = renderToasts({ label: 'show', options: { title: 'Message Sent' } });

    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    fireEvent.click(within(viewport).getByRole('button', { name: 'Close notification' }));

    expect(within(viewport).queryByText('Message Sent')).not.toBeInTheDocument();
  });

  it('refuses to work outside a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ToastTrigger label="x" options={{ title: 'x' }} />)).toThrow(/ToastProvider/);
    jest.restoreAllMocks();
  });
});

describe('toast viewport', () => {
  it('is a labelled region that F8 focuses', () => {
    renderToasts({ label: 'show', options: { title: 'Message Sent' } });
    fireEvent.click(screen.getByRole('button', { name: 'show' }));

    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });

    // Radix's own region, in place since the first toast.
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });
});
