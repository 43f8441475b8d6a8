import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ADMIN_API_PATHS,
  AUDIT_ENTITY_TYPES,
  auditEntityTypeSchema,
  auditPageSchema,
  type AuditEntityType,
  type AuditEntry,
} from '@shop/contracts/admin';
import { SelectField } from '@shop/ui/select-field';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { adminQueryOptions } from '../../api/admin-query.js';
import { formatDateTime } from '../../components/format.js';
import type { Column } from '../../list-kit/data-table.js';
import { PagedList } from '../../list-kit/paged-list.js';
import { useLocalListState } from '../../list-kit/use-local-list-state.js';

const ENTITY_TYPE_LABELS: Record<AuditEntityType, string> = {
  // Team roles, and shoppers' pay-on-delivery limits.
  user: 'Account',
  order: 'Order',
  product: 'Product',
  inbox: 'Inbox message',
  chat: 'Chat',
  subscription: 'Subscription',
  email: 'E-mail',
  // The delivery schedule and runs: zones, windows, closures.
  delivery: 'Delivery',
};
const ENTITY_TYPE_OPTIONS = AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: ENTITY_TYPE_LABELS[type] }));

const COLUMNS: readonly Column<AuditEntry>[] = [
  { header: 'When', cell: (entry) => formatDateTime(entry.createdAt) },
  { header: 'Who', cell: (entry) => entry.actor.email },
  { header: 'What', cell: (entry) => entry.action },
  {
    header: 'Record',
    cell: (entry) => (
      <>
        {entry.entityType} {entry.entityId}
      </>
    ),
  },
  { header: 'Before', cell: (entry) => <Fields values={entry.before} /> },
  { header: 'After', cell: (entry) => <Fields values={entry.after} /> },
];

/** /admin/audit (owner): every back-office change, newest first, optionally one kind of record. */
export function AuditPage() {
  useDocumentTitle('Audit log | Back office');
  const { filters, page, setFilters, setPage } = useLocalListState<{ entityType?: AuditEntityType }>({});
  const { entityType } = filters;
  const audit = useQuery({
    ...adminQueryOptions(ADMIN_API_PATHS.audit, auditPageSchema, { entityType, page }),
    placeholderData: keepPreviousData,
  });
  return (
    <section>
      <h1>Audit log</h1>
      <div className="admin-filters">
        <SelectField
          label="Record type"
          placeholder="Every kind of record"
          options={ENTITY_TYPE_OPTIONS}
          value={entityType ?? ''}
          onChange={(event) => {
            const parsed = auditEntityTypeSchema.safeParse(event.target.value);
            setFilters({ entityType: parsed.success ? parsed.data : undefined });
          }}
        />
      </div>
      <PagedList
        query={audit}
        errorText="The audit log could not be loaded. Reload the page to try again."
        emptyText={entityType ? 'No changes to this kind of record.' : 'No back-office changes yet.'}
        columns={COLUMNS}
        rowKey={(entry) => entry.id}
        pagesLabel="Audit log pages"
        onPage={setPage}
      />
    </section>
  );
}

function Fields({ values }: { values: Record<string, unknown> | null }) {
  if (!values) return <span>—</span>;
  return (
    <dl className="admin-fields">
      {Object.entries(values).map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
