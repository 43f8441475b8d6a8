import { useQuery } from '@tanstack/react-query';
import type { InboxItem, InboxKind } from '@shop/contracts/admin-inbox';
import { adminPath } from '@shop/contracts/admin-routes';
import { parseNumericId } from '@shop/contracts/numeric-id';
import { Link, useParams } from '@shop/ui/router';
import { Spinner } from '@shop/ui/spinner';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { inboxItemQueryOptions } from './api/inbox.js';
import { AssignForm } from './assign-form.js';
import { ItemDetails, ItemEntries, itemTitle } from './item-details.js';
import { KIND_LABELS } from './inbox-labels.js';
import { StatusForm } from './status-form.js';
import { TextForm } from './text-form.js';
import './inbox.css';

/** /admin/inbox/messages/:id */
export const InboxMessagePage = () => <InboxItemPage kind="contact" />;
/** /admin/inbox/inquiries/:id */
export const InboxInquiryPage = () => <InboxItemPage kind="inquiry" />;
/** /admin/inbox/chats/:id (the chat's number) */
export const InboxChatPage = () => <InboxItemPage kind="chat" />;

const BackToInbox = () => (
  <p>
    <Link to={adminPath('inbox')}>Back to the inbox</Link>
  </p>
);

function InboxItemPage({ kind }: { kind: InboxKind }) {
  useDocumentTitle(`${KIND_LABELS[kind]} | Inbox | Back office`);
  const id = parseNumericId(useParams().id);
  if (id === null) {
    return (
      <section>
        <BackToInbox />
        <h1>{KIND_LABELS[kind]}</h1>
        <p role="alert">There is no such {KIND_LABELS[kind].toLowerCase()} in the inbox.</p>
      </section>
    );
  }
  return <ItemLoader kind={kind} id={id} />;
}

function ItemLoader({ kind, id }: { kind: InboxKind; id: number }) {
  const query = useQuery(inboxItemQueryOptions(kind, id));
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <section>
        <BackToInbox />
        <h1>
          {KIND_LABELS[kind]} #{id}
        </h1>
        <p role="alert">
          This {KIND_LABELS[kind].toLowerCase()} could not be loaded. It may not exist; reload the page to try again.
        </p>
      </section>
    );
  }
  return <ItemView item={query.data} />;
}

/** Where a reply goes, as the reply box's label says it. */
function replyLabel(item: InboxItem): string {
  if (item.kind === 'contact') return `Reply by e-mail to ${item.fromEmail}`;
  if (item.kind === 'inquiry') return `Reply by e-mail to ${item.email}`;
  return item.handoffEmail
    ? `Reply in the chat window (also e-mailed to ${item.handoffEmail})`
    : 'Reply in the chat window';
}

function ItemView({ item }: { item: InboxItem }) {
  return (
    <section>
      <BackToInbox />
      <h1>{itemTitle(item)}</h1>
      <ItemDetails item={item} />
      <h2>Status and assignment</h2>
      <div className="inbox-manage">
        <StatusForm item={item} />
        <AssignForm item={item} />
      </div>
      <h2>Reply</h2>
      <TextForm
        item={item}
        action="replies"
        label={replyLabel(item)}
        button="Send reply"
        done={item.kind === 'chat' ? 'Reply sent: the shopper sees it in the chat window.' : 'Reply sent by e-mail.'}
      />
      <h2>Notes and replies</h2>
      <ItemEntries item={item} />
      <TextForm
        item={item}
        action="notes"
        label="Note for the team (never sent)"
        button="Add note"
        done="Note added."
      />
    </section>
  );
}
