import { fireEvent, render, screen, within } from '@testing-library/react';
import { ToastProvider, useToast } from '@shop/ui/toast';
import { Toaster } from './toaster.js';

// Its own file, so that Radix's toast code is not loaded before this file's first toast, shown by
// the second test (toast.spec.tsx covers the toasts themselves).

function ToastTrigger() {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'Message Sent', description: 'We will reply soon.' })}>
      show
    </button>
  );
}

function renderToaster() {
  const { container } = render(
    <ToastProvider>
      <ToastTrigger />
      <Toaster />
    </ToastProvider>,
  );
  return container;
}

describe('Toaster before the first toast', () => {
  it("has Radix's empty viewport markup, and F8 focuses its region", () => {
    const container = renderToaster();

    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toHaveAttribute('tabindex', '-1');
    expect(region).toHaveStyle({ pointerEvents: 'none' });
    expect(region.innerHTML).toBe('<ol tabindex="-1" class="ui-toast-viewport"></ol>');
    expect(container.lastElementChild).toBe(region);

    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region).toHaveFocus();
  });

  it("hands the focus on to Radix's region when F8 was pressed while Radix loaded", async () => {
    renderToaster();
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });

    await screen.findByText('We will reply soon.');
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });

  it('loads Radix with the first toast, which shows in the region found before it, still the only one', async () => {
    renderToaster();
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });

    fireEvent.click(screen.getByRole('button', { name: 'show' }));

    expect(await within(region).findByText('Message Sent')).toBeVisible();
    expect(within(region).getByText('We will reply soon.')).toBeVisible();
    expect(screen.getAllByRole('region', { name: 'Notifications (F8)' })).toHaveLength(1);

    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });
});
