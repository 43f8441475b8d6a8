import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@shop/ui/app-providers';
import { Route, Routes } from '@shop/ui/router';
import { apiError, sentRequests, stubFetch } from '../../testing/stub-fetch.js';
import { InboxChatPage, InboxInquiryPage, InboxMessagePage } from './inbox-item-page.js';
import { assignees, chatItem, contactItem, inquiryItem, OLIVIA, SAM } from './inbox-test-fixtures.js';

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  render(
    <AppProviders>
      <Routes>
        <Route path="/admin/inbox/messages/:id" element={<InboxMessagePage />} />
        <Route path="/admin/inbox/inquiries/:id" element={<InboxInquiryPage />} />
        <Route path="/admin/inbox/chats/:id" element={<InboxChatPage />} />
      </Routes>
    </AppProviders>,
  );
  return userEvent.setup();
}

const bodiesSent = (fetchSpy: jest.SpyInstance, path: string) =>
  sentRequests(fetchSpy, 'POST', path).map((init) => JSON.parse(String(init.body)) as unknown);

const CONTACT = '/api/admin/inbox/contact/12';
const INQUIRY = '/api/admin/inbox/inquiry/4';
const CHAT = '/api/admin/inbox/chat/3';

afterEach(() => jest.restoreAllMocks());

describe('an inbox item', () => {
  it('shows a contact message as written, and e-mails a reply from the labelled box', async () => {
    const replied = contactItem({
      status: 'answered',
      entries: [
        { id: 9, kind: 'reply', text: 'Yes, lightly.', authorEmail: SAM.email, createdAt: '2099-03-10T15:00:00.000Z' },
      ],
    });
    const fetchSpy = stubFetch({
      [CONTACT]: () => Response.json(contactItem()),
      '/api/admin/inbox/assignees': assignees,
      [`POST ${CONTACT}/replies`]: () => Response.json(replied),
    });
    const user = renderAt('/admin/inbox/messages/12');

    expect(await screen.findByRole('heading', { level: 1, name: 'Message: Is the sesame oil roasted?' })).toBeVisible();
    expect(screen.getByText('Meera Iyer (meera@example.com)')).toBeVisible();
    expect(screen.getByText(/Is it roasted\?\s+And organic\?/)).toBeVisible();
    expect(screen.getByText('No notes or replies yet.')).toBeVisible();

    const reply = screen.getByRole('textbox', { name: 'Reply by e-mail to meera@example.com' });
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply is required')).toBeVisible();
    expect(reply).toHaveAttribute('aria-invalid', 'true');
    expect(reply).toHaveFocus();
    expect(sentRequests(fetchSpy, 'POST', `${CONTACT}/replies`)).toHaveLength(0);

    await user.type(reply, 'Yes, lightly.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent by e-mail.')).toBeVisible();
    expect(bodiesSent(fetchSpy, `${CONTACT}/replies`)).toEqual([{ text: 'Yes, lightly.' }]);
    expect(reply).toHaveValue('');
    const entries = screen.getByRole('list', { name: 'Notes and replies' });
    expect(entries).toHaveTextContent(`Reply e-mailed by ${SAM.email}`);
    expect(entries).toHaveTextContent('Yes, lightly.');
    expect(screen.getByText('Answered')).toBeVisible();
  });

  it('offers only the moves the status allows, and records a quote in cents when an inquiry is quoted', async () => {
    const fetchSpy = stubFetch({
      [INQUIRY]: () => Response.json(inquiryItem()),
      '/api/admin/inbox/assignees': assignees,
      [`POST ${INQUIRY}/status`]: () => Response.json(inquiryItem({ status: 'quoted', quoteCents: 125_050 })),
    });
    const user = renderAt('/admin/inbox/inquiries/4');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Business inquiry from Lanier Curry House' }),
    ).toBeVisible();

    const status = screen.getByRole('combobox', { name: 'Change status to' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a status', 'Quoted', 'Lost']);
    await user.selectOptions(status, 'quoted');
    const quote = screen.getByRole('textbox', { name: 'Quote in dollars (optional)' });
    await user.type(quote, '12.3.4');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText(/Enter the quote in dollars/)).toBeVisible();
    expect(sentRequests(fetchSpy, 'POST', `${INQUIRY}/status`)).toHaveLength(0);

    await user.clear(quote);
    await user.type(quote, '1250.50');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Status changed to quoted.')).toBeVisible();
    expect(bodiesSent(fetchSpy, `${INQUIRY}/status`)).toEqual([{ status: 'quoted', quoteCents: 125_050 }]);
    expect(screen.getByText('$1,250.50')).toBeVisible();
    // From quoted: back to in progress, won or lost.
    expect(
      within(screen.getByRole('combobox', { name: 'Change status to' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a status', 'In progress', 'Won', 'Lost']);
  });

  it('says a final status is final', async () => {
    stubFetch({
      [INQUIRY]: () => Response.json(inquiryItem({ status: 'won' })),
      '/api/admin/inbox/assignees': assignees,
    });
    renderAt('/admin/inbox/inquiries/4');
    expect(await screen.findByText('The status is final: won.')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Change status to' })).toBeNull();
  });

  it('assigns to a member of the team, and shows the server’s refusal in words', async () => {
    let refuse = false;
    const fetchSpy = stubFetch({
      [CONTACT]: () => Response.json(contactItem()),
      '/api/admin/inbox/assignees': assignees,
      [`POST ${CONTACT}/assignee`]: () =>
        refuse
          ? apiError(409, 'INBOX_CHANGE_NOT_ALLOWED', 'This message is already assigned to that person.')
          : Response.json(contactItem({ assignee: OLIVIA })),
    });
    const user = renderAt('/admin/inbox/messages/12');
    const assignee = await screen.findByRole('combobox', { name: 'Assign to' });
    await waitFor(() =>
      expect(within(assignee).getByRole('option', { name: `Olivia Reddy (${OLIVIA.email})` })).toBeInTheDocument(),
    );
    await user.selectOptions(assignee, OLIVIA.id);
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Assigned to Olivia Reddy.')).toBeVisible();
    expect(bodiesSent(fetchSpy, `${CONTACT}/assignee`)).toEqual([{ assigneeId: OLIVIA.id }]);

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('This message is already assigned to that person.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Assign to' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a chat’s whole conversation and replies in the chat window; notes stay with the team', async () => {
    const afterReply = chatItem({
      messages: [
        ...chatItem().messages,
        { id: 7, author: 'staff', text: 'Hi, Sam here.', staffEmail: SAM.email, createdAt: '2099-03-10T14:05:00.000Z' },
      ],
    });
    const fetchSpy = stubFetch({
      [CHAT]: () => Response.json(chatItem()),
      '/api/admin/inbox/assignees': assignees,
      [`POST ${CHAT}/replies`]: () => Response.json(afterReply),
      [`POST ${CHAT}/notes`]: () =>
        Response.json({
          ...afterReply,
          entries: [
            { id: 1, kind: 'note', text: 'Late box.', authorEmail: SAM.email, createdAt: '2099-03-10T14:06:00.000Z' },
          ],
        }),
    });
    const user = renderAt('/admin/inbox/chats/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat #3 with Asha Patel' })).toBeVisible();
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    expect(
      within(conversation)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Shopper · .*Can I talk to a person\?$/),
      expect.stringMatching(/^Bot · .*I have passed our conversation to a person\.$/),
    ]);

    await user.type(
      screen.getByRole('textbox', { name: 'Reply in the chat window (also e-mailed to asha@example.com)' }),
      'Hi, Sam here.',
    );
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent: the shopper sees it in the chat window.')).toBeVisible();
    expect(within(conversation).getAllByRole('listitem').at(-1)).toHaveTextContent(`Staff (${SAM.email})`);

    await user.type(screen.getByRole('textbox', { name: 'Note for the team (never sent)' }), 'Late box.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added.')).toBeVisible();
    expect(bodiesSent(fetchSpy, `${CHAT}/notes`)).toEqual([{ text: 'Late box.' }]);
    expect(screen.getByRole('list', { name: 'Notes and replies' })).toHaveTextContent('Late box.');
  });

  it('says so when the item cannot be loaded', async () => {
    stubFetch({ '/api/admin/inbox/assignees': assignees, [CHAT]: () => apiError(404, 'INBOX_ITEM_NOT_FOUND', 'No') });
    renderAt('/admin/inbox/chats/3');
    expect(await screen.findByRole('alert')).toHaveTextContent('This chat could not be loaded.');
  });

  it('names no item for an address whose id is not a number', async () => {
    stubFetch({ '/api/admin/inbox/assignees': assignees });
    renderAt('/admin/inbox/messages/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such message in the inbox.');
  });
});
