import { Fragment, useState } from 'react';
import type { OutboxEmailView } from '@shop/contracts/admin-emails';
import { Badge } from '@shop/ui/badge';
import { Button } from '@shop/ui/button';
import { readApiError } from '@shop/ui/read-api-error';
import { useToast } from '@shop/ui/toast';
import { formatDateTime } from '../../components/format.js';
import { useRetryEmail } from './api/outbox.js';
import { EMAIL_KIND_LABELS, EMAIL_STATUS_LABELS, EMAIL_STATUS_TONES } from './email-labels.js';

/** The outbox table's headers: each row below fills them, and its text row spans them all. */
export const EMAIL_HEADERS = [
  'Created',
  'Kind',
  'To',
  'Subject',
  'Status',
  'Attempts',
  'Last error',
  'Sent at',
  'Actions',
];

/** One outbox e-mail; "Show" opens its text in a row below, "Send again" for one not sent. */
export function EmailRow({ email }: { email: OutboxEmailView }) {
  const [open, setOpen] = useState(false);
  const retry = useRetryEmail();
  const { toast } = useToast();
  const textId = `email-${email.id}-text`;

  const sendAgain = async () => {
    try {
      await retry.mutateAsync(email.id);
      toast({ title: 'E-mail Queued', description: `The e-mail to ${email.to} will be sent again shortly.` });
    } catch (error) {
      toast({ title: 'Not Sent Again', description: readApiError(error).message, variant: 'destructive' });
    }
  };

  return (
    <Fragment>
      <tr>
        <td>{formatDateTime(email.createdAt)}</td>
        <td>{EMAIL_KIND_LABELS[email.kind]}</td>
        <td>{email.to}</td>
        <td>{email.subject}</td>
        <td>
          <Badge tone={EMAIL_STATUS_TONES[email.status]}>{EMAIL_STATUS_LABELS[email.status]}</Badge>
        </td>
        <td>{email.attempts}</td>
        <td className="emails-error">{email.lastError ?? '—'}</td>
        <td>{email.sentAt ? formatDateTime(email.sentAt) : '—'}</td>
        <td>
          <div className="emails-actions">
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={open}
              aria-controls={textId}
              aria-label={`${open ? 'Hide' : 'Show'} the text of “${email.subject}” to ${email.to}`}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? 'Hide' : 'Show'}
            </Button>
            {email.status !== 'sent' && (
              <Button
                variant="secondary"
                size="sm"
                disabled={retry.isPending}
                aria-label={`Send again “${email.subject}” to ${email.to}`}
                onClick={() => void sendAgain()}
              >
                Send again
              </Button>
            )}
          </div>
        </td>
      </tr>
      {open && (
        <tr id={textId}>
          <td colSpan={EMAIL_HEADERS.length}>
            <pre className="emails-text">{email.text}</pre>
          </td>
        </tr>
      )}
    </Fragment>
  );
}
