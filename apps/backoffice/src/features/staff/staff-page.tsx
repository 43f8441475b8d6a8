import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@shop/ui/spinner';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { teamQueryOptions } from './api/team.js';
import { RoleForm } from './role-form.js';
import { ROLE_LABELS } from './role-labels.js';

/** /admin/staff (owner): who is on the team, and giving or taking a role by email. */
export function StaffPage() {
  useDocumentTitle('Staff | Back office');
  const team = useQuery(teamQueryOptions());
  return (
    <section>
      <h1>Staff</h1>
      <RoleForm />
      <h2>The team</h2>
      {team.isPending ? (
        <Spinner />
      ) : team.isError ? (
        <p role="alert">The team could not be loaded. Reload the page to try again.</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Email verified</th>
              <th scope="col">Role</th>
            </tr>
          </thead>
          <tbody>
            {team.data.map((member) => (
              <tr key={member.id}>
                <td>{[member.firstName, member.lastName].filter(Boolean).join(' ') || '—'}</td>
                <td>{member.email}</td>
                <td>{member.emailVerified ? 'Verified' : 'Not verified'}</td>
                <td>{ROLE_LABELS[member.role]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
