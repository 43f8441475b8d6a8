import type { ChatItem, ContactItem, InboxItem, InquiryItem } from '@shop/contracts/admin-inbox';
import { formatUsd } from '@shop/contracts/money';
import { formatDateTime } from '../../components/format.js';
import { AUTHOR_LABELS, STATUS_LABELS } from './inbox-labels.js';

const BUSINESS_TYPES: Record<InquiryItem['businessType'], string> = {
  restaurant: 'Restaurant',
  retail: 'Retail',
  distributor: 'Distributor',
  other: 'Other',
};

/** The item's heading: what it is and who it is from. */
export function itemTitle(item: InboxItem): string {
  if (item.kind === 'contact') return `Message: ${item.subject}`;
  if (item.kind === 'inquiry') return `Business inquiry from ${item.businessName}`;
  return `Chat #${item.id} with ${item.fromName}`;
}

function Common({ item }: { item: InboxItem }) {
  return (
    <>
      <dt>Status</dt>
      <dd>{STATUS_LABELS[item.status]}</dd>
      <dt>Assigned to</dt>
      <dd>{item.assignee ? `${item.assignee.name} (${item.assignee.email})` : 'Nobody'}</dd>
    </>
  );
}

function ContactDetails({ item }: { item: ContactItem }) {
  return (
    <>
      <dl className="inbox-details">
        <dt>From</dt>
        <dd>
          {item.fromName} ({item.fromEmail})
        </dd>
        <dt>Received</dt>
        <dd>{formatDateTime(item.receivedAt)}</dd>
        <Common item={item} />
      </dl>
      <h2>Message</h2>
      <blockquote className="inbox-original">
        <p className="inbox-text">{item.message}</p>
      </blockquote>
    </>
  );
}

function InquiryDetails({ item }: { item: InquiryItem }) {
  return (
    <>
      <dl className="inbox-details">
        <dt>Business</dt>
        <dd>
          {item.businessName} ({BUSINESS_TYPES[item.businessType]})
        </dd>
        <dt>Contact</dt>
        <dd>
          {item.contactName} · {item.email} · {item.phone}
        </dd>
        <dt>Received</dt>
        <dd>{formatDateTime(item.receivedAt)}</dd>
        <Common item={item} />
        <dt>Quote</dt>
        <dd>{item.quoteCents === null ? 'None yet' : formatUsd(item.quoteCents)}</dd>
      </dl>
      <h2>Requirements</h2>
      <blockquote className="inbox-original">
        <p className="inbox-text">{item.requirements}</p>
      </blockquote>
    </>
  );
}

function ChatDetails({ item }: { item: ChatItem }) {
  return (
    <>
      <dl className="inbox-details">
        <dt>From</dt>
        <dd>{item.fromName}</dd>
        <dt>Replies also e-mailed to</dt>
        <dd>{item.handoffEmail ?? 'No address yet: replies show in the chat window only'}</dd>
        <dt>Asked for a person</dt>
        <dd>{formatDateTime(item.receivedAt)}</dd>
        <Common item={item} />
      </dl>
      <h2>Conversation</h2>
      <ol className="inbox-conversation" aria-label="Conversation">
        {item.messages.map((message) => (
          <li key={message.id} className={`inbox-message--${message.author}`}>
            <span className="inbox-who">
              {AUTHOR_LABELS[message.author]}
              {message.staffEmail ? ` (${message.staffEmail})` : ''} · {formatDateTime(message.createdAt)}
            </span>
            <p className="inbox-text">{message.text}</p>
          </li>
        ))}
      </ol>
    </>
  );
}

/** What came in: the sender, the status and assignee, and the message, inquiry or whole conversation. */
export function ItemDetails({ item }: { item: InboxItem }) {
  if (item.kind === 'contact') return <ContactDetails item={item} />;
  if (item.kind === 'inquiry') return <InquiryDetails item={item} />;
  return <ChatDetails item={item} />;
}

/** The team's notes and replies, oldest first. */
export function ItemEntries({ item }: { item: InboxItem }) {
  if (item.entries.length === 0) return <p>No notes or replies yet.</p>;
  return (
    <ol className="inbox-entries" aria-label="Notes and replies">
      {item.entries.map((entry) => (
        <li key={entry.id} className={`inbox-entry--${entry.kind}`}>
          <span className="inbox-who">
            {entry.kind === 'reply' ? 'Reply e-mailed' : 'Note'} by {entry.authorEmail} ·{' '}
            {formatDateTime(entry.createdAt)}
          </span>
          <p className="inbox-text">{entry.text}</p>
        </li>
      ))}
    </ol>
  );
}
