import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EMAIL_STATUSES, emailStatusSchema, type EmailStatus } from '@shop/contracts/admin-emails';
import { SelectField } from '@shop/ui/select-field';
import { Spinner } from '@shop/ui/spinner';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { Pagination } from '../../components/pagination.js';
import { outboxQueryOptions } from './api/outbox.js';
import { EMAIL_STATUS_LABELS } from './email-labels.js';
import { EmailRow } from './email-row.js';
import './emails.css';

const STATUS_OPTIONS = EMAIL_STATUSES.map((status) => ({ value: status, label: EMAIL_STATUS_LABELS[status] }));

/** /admin/emails (staff): the shop's e-mails — sent, waiting, failed — and sending one again. */
export function EmailsPage() {
  useDocumentTitle('E-mails | Back office');
  const [status, setStatus] = useState<EmailStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
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
            setStatus(chosen.success ? chosen.data : undefined);
            setPage(1);
          }}
        />
      </div>
      {emails.isPending ? (
        <Spinner />
      ) : emails.isError ? (
        <p role="alert">The e-mails could not be loaded. Reload the page to try again.</p>
      ) : emails.data.items.length === 0 ? (
        <p>{status ? `No ${EMAIL_STATUS_LABELS[status].toLowerCase()} e-mails.` : 'No e-mails yet.'}</p>
      ) : (
        <>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Created</th>
                <th scope="col">Kind</th>
                <th scope="col">To</th>
                <th scope="col">Subject</th>
                <th scope="col">Status</th>
                <th scope="col">Attempts</th>
                <th scope="col">Last error</th>
                <th scope="col">Sent at</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {emails.data.items.map((email) => (
                <EmailRow key={email.id} email={email} />
              ))}
            </tbody>
          </table>
          <Pagination label="E-mail pages" {...emails.data} onPage={setPage} />
        </>
      )}
    </section>
  );
}
