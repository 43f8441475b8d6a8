import { screen, within } from '@testing-library/react';
import { renderAdminAt, stubApi } from '../testing/admin-fixtures.js';

afterEach(() => jest.restoreAllMocks());

const navLinks = async () =>
  within(await screen.findByRole('navigation', { name: 'Back office' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the back office', () => {
  it('asks a signed-out visitor to sign in and comes back to the same page', async () => {
    stubApi({ role: null });
    renderAdminAt('/admin/orders?status=packed');
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', expect.stringContaining(encodeURIComponent('/admin/orders?status=packed')));
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
  });

  it('tells a shopper it is for staff, without any back-office navigation', async () => {
    stubApi({ role: 'shopper' });
    renderAdminAt('/admin');
    expect(await screen.findByText('The back office is for the shop staff only.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
  });

  it('shows staff only what they may use', async () => {
    stubApi({ role: 'staff' });
    renderAdminAt('/admin');
    expect(await navLinks()).toEqual([
      'Today',
      'Orders',
      'Delivery runs',
      'Products & stock',
      'Inbox',
      'Subscriptions',
      'Delivery schedule',
      'E-mails',
    ]);
  });

  it('gives the owner the audit log and the staff page too', async () => {
    stubApi({ role: 'owner' });
    renderAdminAt('/admin');
    expect(await navLinks()).toEqual([
      'Today',
      'Orders',
      'Delivery runs',
      'Products & stock',
      'Inbox',
      'Subscriptions',
      'Delivery schedule',
      'E-mails',
      'Audit log',
      'Staff',
    ]);
  });

  it('does not open an owner page for staff who type its address', async () => {
    stubApi({ role: 'staff' });
    renderAdminAt('/admin/staff');
    expect(await screen.findByRole('heading', { name: 'Owner only' })).toBeVisible();
  });

  it('says so for an address that is no back-office page', async () => {
    stubApi({ role: 'staff' });
    renderAdminAt('/admin/orders/12/nothing');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
