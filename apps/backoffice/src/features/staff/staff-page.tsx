import { useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@shop/contracts/admin';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { DataTable, type Column } from '../../list-kit/data-table.js';
import { QueryStates } from '../../list-kit/query-states.js';
import { teamQueryOptions } from './api/team.js';
import { RoleForm } from './role-form.js';
import { ROLE_LABELS } from './role-labels.js';

const COLUMNS: readonly Column<StaffMember>[] = [
  { header: 'Name', cell: (member) => [member.firstName, member.lastName].filter(Boolean).join(' ') || '—' },
  { header: 'Email', cell: (member) => member.email },
  { header: 'Email verified', cell: (member) => (member.emailVerified ? 'Verified' : 'Not verified') },
  { header: 'Role', cell: (member) => ROLE_LABELS[member.role] },
];

/** /admin/staff (owner): who is on the team, and giving or taking a role by email. */
export function StaffPage() {
  useDocumentTitle('Staff | Back office');
  const team = useQuery(teamQueryOptions());
  return (
    <section>
      <h1>Staff</h1>
      <RoleForm />
      <h2>The team</h2>
      <QueryStates query={team} errorText="The team could not be loaded. Reload the page to try again.">
        {(members) => <DataTable columns={COLUMNS} items={members} rowKey={(member) => member.id} />}
      </QueryStates>
    </section>
  );
}
