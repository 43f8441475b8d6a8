import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@shop/contracts/admin';
import { AppProviders } from '@shop/ui/app-providers';
import { stubFetch } from '../../testing/stub-fetch.js';
import { AuditPage } from './audit-page.js';

const priceChange: AuditEntry = {
  id: 3,
  actor: { id: 'u1', email: 'owner@example.com' },
  action: 'product.edited',
  entityType: 'product',
  entityId: '7',
  before: { price: '18.99', published: true },
  after: { price: '19.99', published: false },
  createdAt: '2026-11-20T15:05:00.000Z',
};
const roleGiven: AuditEntry = {
  id: 2,
  actor: { id: null, email: 'OWNER_EMAILS setting' },
  action: 'user.role',
  entityType: 'user',
  entityId: 'u3',
  before: null,
  after: { role: 'staff' },
  createdAt: '2026-11-19T14:00:00.000Z',
};
const orderPacked: AuditEntry = {
  id: 1,
  actor: { id: 'u2', email: 'packer@example.com' },
  action: 'order.packed',
  entityType: 'order',
  entityId: '42',
  before: { status: 'paid' },
  after: { status: 'packed' },
  createdAt: '2026-11-18T13:00:00.000Z',
};

const pageOf = (items: AuditEntry[], total = items.length, page = 1) =>
  Response.json({ items, page, pageSize: 25, total });

function renderPage() {
  render(
    <AppProviders>
      <AuditPage />
    </AppProviders>,
  );
  return userEvent.setup();
}

const fetchedUrls = (spy: jest.SpyInstance) => spy.mock.calls.map(([url]) => String(url));
const rowOf = (action: string) => screen.getByRole('cell', { name: action }).closest('tr')!;
/** The fields of a Before or After cell, as name → value. */
const fieldsIn = (cell: HTMLElement) =>
  Object.fromEntries(
    within(cell)
      .queryAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

afterEach(() => jest.restoreAllMocks());

describe('AuditPage', () => {
  it('shows when, who, what, which record, and the fields before and after each change', async () => {
    stubFetch({ '/api/admin/audit?page=1': () => pageOf([priceChange, roleGiven]) });
    renderPage();

    expect(await screen.findByRole('cell', { name: 'product.edited' })).toBeVisible();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'When',
      'Who',
      'What',
      'Record',
      'Before',
      'After',
    ]);
    const [when, who, what, record, before, after] = within(rowOf('product.edited')).getAllByRole('cell');
    // In the shop's time zone (Cumming, GA): 15:05 UTC is 10:05 in the morning.
    expect(when).toHaveTextContent('Nov 20, 2026, 10:05 AM');
    expect(who).toHaveTextContent('owner@example.com');
    expect(what).toHaveTextContent('product.edited');
    expect(record).toHaveTextContent('product 7');
    expect(fieldsIn(before!)).toEqual({ price: '18.99', published: 'true' });
    expect(fieldsIn(after!)).toEqual({ price: '19.99', published: 'false' });
  });

  it('shows a dash where there was nothing before, e.g. a new team member', async () => {
    stubFetch({ '/api/admin/audit?page=1': () => pageOf([roleGiven]) });
    renderPage();
    await screen.findByRole('cell', { name: 'user.role' });
    const [, who, , record, before, after] = within(rowOf('user.role')).getAllByRole('cell');
    expect(who).toHaveTextContent('OWNER_EMAILS setting');
    expect(record).toHaveTextContent('user u3');
    expect(before).toHaveTextContent(/^—$/);
    expect(fieldsIn(before!)).toEqual({});
    expect(fieldsIn(after!)).toEqual({ role: 'staff' });
  });

  it('asks the API for one kind of record only, from page 1, and for all again', async () => {
    const fetchSpy = stubFetch({
      '/api/admin/audit?page=1': () => pageOf([priceChange, roleGiven, orderPacked], 60),
      '/api/admin/audit?page=2': () => pageOf([{ ...orderPacked, id: 40, action: 'order.delivered' }], 60, 2),
      '/api/admin/audit?entityType=order&page=1': () => pageOf([orderPacked]),
    });
    const user = renderPage();
    await screen.findByRole('cell', { name: 'product.edited' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('cell', { name: 'order.delivered' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Record type' }), 'Order');

    expect(await screen.findByRole('cell', { name: 'order.packed' })).toBeVisible();
    expect(screen.queryByRole('cell', { name: 'product.edited' })).not.toBeInTheDocument();
    expect(fetchedUrls(fetchSpy)).toEqual([
      '/api/admin/audit?page=1',
      '/api/admin/audit?page=2',
      '/api/admin/audit?entityType=order&page=1',
    ]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Record type' }), 'Every kind of record');
    expect(await screen.findByRole('cell', { name: 'product.edited' })).toBeVisible();
  });

  it('offers every kind of record the log holds', async () => {
    stubFetch({ '/api/admin/audit?page=1': () => pageOf([priceChange]) });
    renderPage();
    await screen.findByRole('cell', { name: 'product.edited' });
    const options = within(screen.getByRole('combobox', { name: 'Record type' })).getAllByRole('option');
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual([
      '',
      'user',
      'order',
      'product',
      'inbox',
      'chat',
      'subscription',
      'email',
      'delivery',
    ]);
  });

  it('pages through the log', async () => {
    const fetchSpy = stubFetch({
      '/api/admin/audit?page=1': () => pageOf([priceChange], 30),
      '/api/admin/audit?page=2': () => pageOf([orderPacked], 30, 2),
    });
    const user = renderPage();
    const pages = await screen.findByRole('navigation', { name: 'Audit log pages' });
    expect(pages).toHaveTextContent('Page 1 of 2');

    await user.click(within(pages).getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('cell', { name: 'order.packed' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Audit log pages' })).toHaveTextContent('Page 2 of 2');
    expect(
      within(screen.getByRole('navigation', { name: 'Audit log pages' })).getByRole('button', { name: 'Next' }),
    ).toBeDisabled();
    expect(fetchedUrls(fetchSpy)).toEqual(['/api/admin/audit?page=1', '/api/admin/audit?page=2']);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('cell', { name: 'product.edited' })).toBeVisible();
  });

  it('says when nothing has been changed yet', async () => {
    stubFetch({ '/api/admin/audit?page=1': () => pageOf([]) });
    renderPage();
    expect(await screen.findByText('No back-office changes yet.')).toBeVisible();
  });

  it('says when no change touched the chosen kind of record', async () => {
    stubFetch({
      '/api/admin/audit?page=1': () => pageOf([priceChange]),
      '/api/admin/audit?entityType=chat&page=1': () => pageOf([]),
    });
    const user = renderPage();
    await screen.findByRole('cell', { name: 'product.edited' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Record type' }), 'Chat');
    expect(await screen.findByText('No changes to this kind of record.')).toBeVisible();
  });

  it('says so when the log cannot be loaded', async () => {
    stubFetch({ '/api/admin/audit?page=1': () => new Response('{}', { status: 500 }) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The audit log could not be loaded. Reload the page to try again.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
