import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EMAIL_STATUSES, emailStatusSchema, type EmailStatus } from '@shop/contracts/admin-emails';
import { SelectField } from '@shop/ui/select-field';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { PagedList } from '../../list-kit/paged-list.js';
import { useLocalListState } from '../../list-kit/use-local-list-state.js';
import { outboxQueryOptions } from './api/outbox.js';
import { EMAIL_STATUS_LABELS } from './email-labels.js';
import { EMAIL_HEADERS, EmailRow } from './email-row.js';
import './emails.css';

const STATUS_OPTIONS = EMAIL_STATUSES.map((status) => ({ value: status, label: EMAIL_STATUS_LABELS[status] }));

/** /admin/emails (staff): the shop's e-mails — sent, waiting, failed — and sending one again. */
export function EmailsPage() {
  useDocumentTitle('E-mails | Back office');
  const { filters, page, setFilters, setPage } = useLocalListState<{ status?: EmailStatus }>({});
  const { status } = filters;
  const emails = useQuery({ ...outboxQueryOptions({ page, status }), placeholderData: keepPreviousData });

  return (
    <section>
      <h1>E-mails</h1>
      {emails.data && !emails.data.smtpConfigured && (
        <p className="emails-note">SMTP is not configured: e-mails wait here until SMTP_URL is set.</p>
      )}
      <div className="admin-filters">
        <SelectField
          label="Status"
          placeholder="All e-mails"
          options={STATUS_OPTIONS}
          value={status ?? ''}
          onChange={(event) => {
            const chosen = emailStatusSchema.safeParse(event.target.value);
            setFilters({ status: chosen.success ? chosen.data : undefined });
          }}
        />
      </div>
      <PagedList
        query={emails}
        errorText="The e-mails could not be loaded. Reload the page to try again."
        emptyText={status ? `No ${EMAIL_STATUS_LABELS[status].toLowerCase()} e-mails.` : 'No e-mails yet.'}
        headers={EMAIL_HEADERS}
        renderRow={(email) => <EmailRow email={email} />}
        rowKey={(email) => email.id}
        pagesLabel="E-mail pages"
        onPage={setPage}
      />
    </section>
  );
}
