import { screen, waitFor, within } from '@testing-library/react';
import type { StaffMember } from '@shop/contracts/admin';
import { renderAdminAt, sentBodies, stubApi } from '../../testing/admin-fixtures.js';

afterEach(() => jest.restoreAllMocks());

const team: StaffMember[] = [
  { id: 'u1', email: 'owner@example.com', firstName: 'Olivia', lastName: 'Reddy', role: 'owner', emailVerified: true },
  { id: 'u2', email: 'packer@example.com', firstName: 'Sam', lastName: null, role: 'staff', emailVerified: false },
];

describe('the staff page', () => {
  it('lists the team and gives a role by e-mail', async () => {
    let members = team;
    const fetchSpy = stubApi({
      role: 'owner',
      routes: {
        '/api/admin/staff': () => Response.json(members),
        'PUT /api/admin/staff': () => {
          const added: StaffMember = {
            id: 'u3',
            email: 'new@example.com',
            firstName: null,
            lastName: null,
            role: 'staff',
            emailVerified: true,
          };
          members = [...members, added];
          return Response.json(added);
        },
      },
    });
    const user = renderAdminAt('/admin/staff');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /packer@example.com/ })).toHaveTextContent('Staff');
    expect(within(table).getByRole('columnheader', { name: 'Email verified' })).toBeVisible();
    const verifiedCell = (email: RegExp) =>
      within(within(table).getByRole('row', { name: email })).getAllByRole('cell')[2];
    expect(verifiedCell(/packer@example.com/)).toHaveTextContent(/^Not verified$/);
    expect(verifiedCell(/owner@example.com/)).toHaveTextContent(/^Verified$/);

    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    expect(await within(table).findByRole('row', { name: /new@example.com/ })).toBeVisible();
    expect(sentBodies(fetchSpy, 'PUT', '/api/admin/staff')).toEqual([{ email: 'new@example.com', role: 'staff' }]);
  });

  it('shows the server refusal under the e-mail field and keeps what was typed', async () => {
    stubApi({
      role: 'owner',
      routes: {
        '/api/admin/staff': () => Response.json(team),
        'PUT /api/admin/staff': () =>
          Response.json(
            {
              statusCode: 404,
              error: 'Not Found',
              code: 'USER_NOT_FOUND',
              message: 'There is no account with the email ghost@example.com',
              fieldErrors: [{ field: 'email', message: 'No account uses this email; ask them to sign up first' }],
            },
            { status: 404 },
          ),
      },
    });
    const user = renderAdminAt('/admin/staff');
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Email'), 'ghost@example.com');
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('No account uses this email; ask them to sign up first')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('ghost@example.com'));
  });
});
