import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@shop/ui/app-providers';
import { Route, Routes, useLocation } from '@shop/ui/router';
import { stubFetch } from '../../testing/stub-fetch.js';
import { InboxPage } from './inbox-page.js';
import { assignees, page, SAM, summary } from './inbox-test-fixtures.js';

function LocationProbe() {
  const { search } = useLocation();
  return <output aria-label="Address query">{search}</output>;
}

function renderPage(path = '/admin/inbox') {
  window.history.pushState({}, '', path);
  render(
    <AppProviders>
      <Routes>
        <Route
          path="/admin/inbox"
          element={
            <>
              <InboxPage />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </AppProviders>,
  );
  return userEvent.setup();
}

const address = () => screen.getByRole('status', { name: 'Address query' });
const requested = (fetchSpy: jest.SpyInstance) => fetchSpy.mock.calls.map(([url]) => String(url));

afterEach(() => jest.restoreAllMocks());

describe('InboxPage', () => {
  it('lists every kind with a link to each item, who it is from, its status and assignee in words', async () => {
    stubFetch({
      '/api/admin/inbox/assignees': assignees,
      '/api/admin/inbox?page=1': () =>
        page([
          summary({ kind: 'chat', id: 3, fromName: 'Visitor', fromEmail: null, subject: 'Can I talk to a person?' }),
          summary({ kind: 'inquiry', id: 4, status: 'in_progress', assignee: SAM, subject: 'Ten litres a week' }),
          summary(),
        ]),
    });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Can I talk to a person?' })).toHaveAttribute(
      'href',
      '/admin/inbox/chats/3',
    );
    expect(screen.getByRole('link', { name: 'Ten litres a week' })).toHaveAttribute('href', '/admin/inbox/inquiries/4');
    const message = screen.getByRole('link', { name: 'Is the sesame oil roasted?' });
    expect(message).toHaveAttribute('href', '/admin/inbox/messages/12');
    const row = message.closest('tr')!;
    expect(within(row).getByText('Message #12')).toBeVisible();
    expect(within(row).getByText('meera@example.com')).toBeVisible();
    expect(within(row).getByText('Open')).toBeVisible();
    expect(within(row).getByText('Nobody')).toBeVisible();
    const inquiryRow = screen.getByRole('link', { name: 'Ten litres a week' }).closest('tr')!;
    expect(within(inquiryRow).getByText('In progress')).toBeVisible();
    expect(within(inquiryRow).getByText('Sam Reddy')).toBeVisible();
  });

  it('filters by kind (its links mark the current one), status and assignee, from the address, page 1 again', async () => {
    const fetchSpy = stubFetch({
      '/api/admin/inbox/assignees': assignees,
      '/api/admin/inbox?page=2': () => page([summary()], 30, 2),
      '/api/admin/inbox?kind=inquiry&page=1': () => page([summary({ kind: 'inquiry', id: 4, status: 'new' })]),
      '/api/admin/inbox?kind=inquiry&status=quoted&page=1': () => page([]),
      [`/api/admin/inbox?kind=inquiry&status=quoted&assignee=${SAM.id}&page=1`]: () => page([]),
    });
    const user = renderPage('/admin/inbox?page=2');
    await screen.findByRole('link', { name: 'Is the sesame oil roasted?' });
    const kinds = screen.getByRole('navigation', { name: 'Kinds of message' });
    expect(within(kinds).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(kinds).getByRole('link', { name: 'Business inquiries' }));
    await waitFor(() => expect(address()).toHaveTextContent('?kind=inquiry'));
    expect(within(kinds).getByRole('link', { name: 'Business inquiries' })).toHaveAttribute('aria-current', 'page');
    // Only an inquiry's statuses are offered once the list shows inquiries.
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any status', 'New', 'In progress', 'Quoted', 'Won', 'Lost']);

    await user.selectOptions(status, 'quoted');
    expect(await screen.findByText('Nothing in the inbox matches.')).toBeVisible();
    expect(address()).toHaveTextContent('?kind=inquiry&status=quoted');

    const assignee = screen.getByRole('combobox', { name: 'Assigned to' });
    await waitFor(() => expect(within(assignee).getByRole('option', { name: 'Sam Reddy' })).toBeInTheDocument());
    await user.selectOptions(assignee, SAM.id);
    await waitFor(() => expect(address()).toHaveTextContent(`assignee=${SAM.id}`));
    expect(requested(fetchSpy)).toContain(`/api/admin/inbox?kind=inquiry&status=quoted&assignee=${SAM.id}&page=1`);
  });

  it('opens at the filters Today links to, and says so when the list cannot be loaded', async () => {
    const fetchSpy = stubFetch({
      '/api/admin/inbox/assignees': assignees,
      '/api/admin/inbox?kind=chat&status=open&page=1': () => new Response('', { status: 500 }),
    });
    renderPage('/admin/inbox?kind=chat&status=open');
    expect(await screen.findByRole('alert')).toHaveTextContent('The inbox could not be loaded.');
    expect(requested(fetchSpy)).toContain('/api/admin/inbox?kind=chat&status=open&page=1');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
  });

  it('pages through a long list', async () => {
    const fetchSpy = stubFetch({
      '/api/admin/inbox/assignees': assignees,
      '/api/admin/inbox?page=1': () => page([summary()], 30),
      '/api/admin/inbox?page=2': () => page([summary({ id: 13, subject: 'Second page' })], 30, 2),
    });
    const user = renderPage();
    const pages = await screen.findByRole('navigation', { name: 'Inbox pages' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Second page' })).toBeVisible();
    expect(address()).toHaveTextContent('?page=2');
    expect(requested(fetchSpy)).toContain('/api/admin/inbox?page=2');
  });
});
