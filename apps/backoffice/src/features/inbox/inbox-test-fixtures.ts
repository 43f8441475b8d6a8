import type { ChatItem, ContactItem, InboxAssignee, InboxItemSummary, InquiryItem } from '@shop/contracts/admin-inbox';

export const SAM: InboxAssignee = {
  id: '5b0e8a52-1c1e-4d5a-9d1e-0a4c5e6f7a81',
  name: 'Sam Reddy',
  email: 'sam@example.com',
};
export const OLIVIA: InboxAssignee = {
  id: '7c2f9b63-2d2f-4e6b-8e2f-1b5d6f7a8b92',
  name: 'Olivia Reddy',
  email: 'olivia@example.com',
};
export const assignees = () => Response.json([OLIVIA, SAM]);

export function summary(changes: Partial<InboxItemSummary> = {}): InboxItemSummary {
  return {
    kind: 'contact',
    id: 12,
    fromName: 'Meera Iyer',
    fromEmail: 'meera@example.com',
    subject: 'Is the sesame oil roasted?',
    status: 'open',
    assignee: null,
    receivedAt: '2099-03-10T14:00:00.000Z',
    lastMessageAt: '2099-03-10T14:00:00.000Z',
    ...changes,
  };
}

export const page = (items: InboxItemSummary[], total = items.length, pageNumber = 1) =>
  Response.json({ items, page: pageNumber, pageSize: 25, total });

export function contactItem(changes: Partial<ContactItem> = {}): ContactItem {
  return {
    kind: 'contact',
    id: 12,
    status: 'open',
    assignee: null,
    receivedAt: '2099-03-10T14:00:00.000Z',
    fromName: 'Meera Iyer',
    fromEmail: 'meera@example.com',
    subject: 'Is the sesame oil roasted?',
    message: 'Is it roasted?\nAnd organic?',
    entries: [],
    ...changes,
  };
}

export function inquiryItem(changes: Partial<InquiryItem> = {}): InquiryItem {
  return {
    kind: 'inquiry',
    id: 4,
    status: 'in_progress',
    assignee: SAM,
    receivedAt: '2099-03-10T14:00:00.000Z',
    businessName: 'Lanier Curry House',
    contactName: 'Ravi Menon',
    businessType: 'restaurant',
    email: 'ravi@lanier-curry.example',
    phone: '678-555-0142',
    requirements: 'Ten litres of groundnut oil a week.',
    quoteCents: null,
    entries: [],
    ...changes,
  };
}

export function chatItem(changes: Partial<ChatItem> = {}): ChatItem {
  return {
    kind: 'chat',
    id: 3,
    status: 'open',
    assignee: null,
    receivedAt: '2099-03-10T14:00:00.000Z',
    fromName: 'Asha Patel',
    handoffEmail: 'asha@example.com',
    messages: [
      {
        id: 1,
        author: 'shopper',
        text: 'Can I talk to a person?',
        staffEmail: null,
        createdAt: '2099-03-10T14:00:00.000Z',
      },
      {
        id: 2,
        author: 'bot',
        text: 'I have passed our conversation to a person.',
        staffEmail: null,
        createdAt: '2099-03-10T14:00:01.000Z',
      },
    ],
    entries: [],
    ...changes,
  };
}
