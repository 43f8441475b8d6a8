import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxEmailView, OutboxPage } from '@shop/contracts/admin-emails';
import { AppProviders } from '@shop/ui/app-providers';
import { EmailsPage } from './emails-page.js';

const failed: OutboxEmailView = {
  id: 7,
  kind: 'order_confirmation',
  to: 'asha@example.com',
  subject: 'Your order #42 is confirmed',
  text: 'Namaste Asha,\n\nYour order #42 is confirmed.',
  status: 'failed',
  attempts: 8,
  nextAttemptAt: null,
  lastError: '451 Mailbox temporarily unavailable',
  sentAt: null,
  createdAt: '2026-11-20T15:00:00.000Z',
};
const sent: OutboxEmailView = {
  ...failed,
  id: 6,
  kind: 'staff_reply',
  to: 'ravi@example.com',
  subject: 'About your question',
  status: 'sent',
  attempts: 1,
  lastError: null,
  sentAt: '2026-11-20T14:01:00.000Z',
};

const pageOf = (items: OutboxEmailView[], smtpConfigured = true): OutboxPage => ({
  items,
  page: 1,
  pageSize: 20,
  total: items.length,
  smtpConfigured,
});

/** Answers the page's requests: the list (by its URL) and the retry. */
function stubApi(routes: Record<string, (init?: RequestInit) => Response>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const handler = routes[`${init?.method ?? 'GET'} ${url}`];
    return handler ? handler(init) : new Response('Not Found', { status: 404 });
  });
}

function renderPage() {
  render(
    <AppProviders>
      <EmailsPage />
    </AppProviders>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('EmailsPage', () => {
  it('lists the e-mails with their status, attempts and last error, and shows a text on demand', async () => {
    stubApi({ 'GET /api/admin/emails?page=1': () => Response.json(pageOf([failed, sent])) });
    renderPage();

    const row = (await screen.findByText('asha@example.com')).closest('tr')!;
    expect(within(row).getByText('Order confirmation')).toBeVisible();
    expect(within(row).getByText('Failed')).toBeVisible();
    expect(within(row).getByText('8')).toBeVisible();
    expect(within(row).getByText('451 Mailbox temporarily unavailable')).toBeVisible();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Created',
      'Kind',
      'To',
      'Subject',
      'Status',
      'Attempts',
      'Last error',
      'Sent at',
      'Actions',
    ]);
    // A sent e-mail cannot be sent again.
    const sentRow = screen.getByText('ravi@example.com').closest('tr')!;
    expect(within(sentRow).queryByRole('button', { name: /Send again/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/SMTP is not configured/)).not.toBeInTheDocument();

    const show = within(row).getByRole('button', { name: /^Show the text/ });
    await userEvent.click(show);
    expect(screen.getByText(/Your order #42 is confirmed\./)).toBeVisible();
    expect(within(row).getByRole('button', { name: /^Hide the text/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('filters by status from the first page', async () => {
    const fetchSpy = stubApi({
      'GET /api/admin/emails?page=1': () => Response.json(pageOf([failed, sent])),
      'GET /api/admin/emails?page=1&status=sent': () => Response.json(pageOf([sent])),
    });
    renderPage();
    await screen.findByText('asha@example.com');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'sent');

    expect(await screen.findByText('ravi@example.com')).toBeVisible();
    expect(screen.queryByText('asha@example.com')).not.toBeInTheDocument();
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toContain('/api/admin/emails?page=1&status=sent');
  });

  it('sends a failed e-mail again and refreshes the list', async () => {
    let list = pageOf([failed]);
    const fetchSpy = stubApi({
      'GET /api/admin/emails?page=1': () => Response.json(list),
      'POST /api/admin/emails/7/retry': () => {
        const queued = {
          ...failed,
          status: 'pending' as const,
          attempts: 0,
          nextAttemptAt: '2026-11-20T16:00:00.000Z',
        };
        list = pageOf([queued]);
        return Response.json(queued);
      },
    });
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: /^Send again/ }));

    const table = screen.getByRole('table');
    expect(await within(table).findByText('Pending')).toBeVisible();
    expect(within(table).getByText('0')).toBeVisible();
    expect(await screen.findByText(/will be sent again shortly/)).toBeVisible();
    expect(fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('says the server refused, e.g. for an e-mail sent meanwhile', async () => {
    stubApi({
      'GET /api/admin/emails?page=1': () => Response.json(pageOf([failed])),
      'POST /api/admin/emails/7/retry': () =>
        Response.json(
          { code: 'EMAIL_RETRY_NOT_ALLOWED', message: 'This e-mail has already been sent.' },
          { status: 409 },
        ),
    });
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: /^Send again/ }));

    expect(await screen.findByText('This e-mail has already been sent.')).toBeVisible();
  });

  it('says when SMTP is not configured', async () => {
    stubApi({ 'GET /api/admin/emails?page=1': () => Response.json(pageOf([], false)) });
    renderPage();
    expect(await screen.findByText('SMTP is not configured: e-mails wait here until SMTP_URL is set.')).toBeVisible();
    expect(screen.getByText('No e-mails yet.')).toBeVisible();
  });

  it('tells the staff when the e-mails cannot be loaded', async () => {
    stubApi({ 'GET /api/admin/emails?page=1': () => new Response('', { status: 503 }) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mails could not be loaded.');
  });
});
