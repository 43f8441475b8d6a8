import { useState } from 'react';
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
import { Spinner } from '@shop/ui/spinner';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { adminQueryOptions } from '../../api/admin-query.js';
import { Pagination } from '../../components/pagination.js';
import { formatDateTime } from '../../components/format.js';

const ENTITY_TYPE_LABELS: Record<AuditEntityType, string> = {
  // Team roles, and shoppers' pay-on-delivery limits.
  user: 'Account',
  order: 'Order',
  product: 'Product',
  inbox: 'Inbox message',
  chat: 'Chat',
  subscription: 'Subscription',
  email: 'E-mail',
};
const ENTITY_TYPE_OPTIONS = AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: ENTITY_TYPE_LABELS[type] }));

/** /admin/audit (owner): every back-office change, newest first, optionally one kind of record. */
export function AuditPage() {
  useDocumentTitle('Audit log | Back office');
  const [entityType, setEntityType] = useState<AuditEntityType | undefined>(undefined);
  const [page, setPage] = useState(1);
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
            setEntityType(parsed.success ? parsed.data : undefined);
            setPage(1);
          }}
        />
      </div>
      {audit.isPending ? (
        <Spinner />
      ) : audit.isError ? (
        <p role="alert">The audit log could not be loaded. Reload the page to try again.</p>
      ) : audit.data.items.length === 0 ? (
        <p>{entityType ? 'No changes to this kind of record.' : 'No back-office changes yet.'}</p>
      ) : (
        <>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Record</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.items.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
          <Pagination label="Audit log pages" {...audit.data} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr>
      <td>{formatDateTime(entry.createdAt)}</td>
      <td>{entry.actor.email}</td>
      <td>{entry.action}</td>
      <td>
        {entry.entityType} {entry.entityId}
      </td>
      <td>
        <Fields values={entry.before} />
      </td>
      <td>
        <Fields values={entry.after} />
      </td>
    </tr>
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
