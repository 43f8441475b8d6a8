import {
  inboxAssigneeListSchema,
  inboxItemSchema,
  inboxPageSchema,
  type ChatItem,
  type ContactItem,
  type InboxItem,
  type InquiryItem,
} from '@shop/contracts/admin-inbox';
import { CHAT_SESSION_HEADER } from '@shop/contracts/chat';
import { apiErrorSchema } from '@shop/contracts/errors';
import { accountOf, historyOf, say, storedSession } from '../../test/chat-helpers.js';
import { browser, newShopper } from '../../test/shopper-agent.js';
import { signedInAs, type SignedInAgent } from '../../test/team-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const PATH = '/api/admin/inbox';

describe('back office: the inbox', () => {
  let shop: TestApp;
  let staff: SignedInAgent;
  let owner: SignedInAgent;
  let staffId: string;
  let ownerId: string;

  beforeAll(async () => {
    shop = await startTestApp();
    staff = await signedInAs(shop, 'staff');
    owner = await signedInAs(shop, 'owner');
    staffId = (await accountOf(staff)).id;
    ownerId = (await accountOf(owner)).id;
  });
  afterAll(() => shop.close());

  let sent = 0;
  /** A contact message as the site's form sends it, from its own address. */
  async function contactMessage(subject = 'Sesame oil'): Promise<number> {
    sent += 1;
    await browser(shop)
      .post('/api/contact-messages', {
        firstName: 'Meera',
        lastName: 'Iyer',
        email: `meera-${sent}@example.com`,
        subject,
        message: 'Is the sesame oil roasted?\nAnd is it organic?',
      })
      .expect(201);
    return newest('contact_messages');
  }

  async function inquiry(): Promise<number> {
    sent += 1;
    await browser(shop)
      .post('/api/business-inquiries', {
        businessName: 'Lanier Curry House',
        contactName: 'Ravi Menon',
        businessType: 'restaurant',
        email: `ravi-${sent}@lanier-curry.example`,
        phone: '678-555-0142',
        requirements: 'Ten litres of groundnut oil a week, delivered on Mondays.',
      })
      .expect(201);
    return newest('business_inquiries');
  }

  async function newest(table: string): Promise<number> {
    const [row] = (await shop.dataSource.query(`SELECT max(id)::int AS id FROM ${table}`)) as [{ id: number }];
    return row.id;
  }

  /** A signed-in shopper who asked the chat for a person: an open handoff to their account's address. */
  async function handedOffChat() {
    const shopper = browser(shop);
    await shopper.post('/api/auth/register', newShopper()).expect(201);
    const { email } = await accountOf(shopper);
    const { sessionId } = await say(shopper, 'Can I talk to a person?');
    return { shopper, email, sessionId, number: await chatNumber(sessionId) };
  }

  /** How the back office names a conversation. */
  async function chatNumber(sessionId: string): Promise<number> {
    const [row] = (await shop.dataSource.query(`SELECT number FROM chat_sessions WHERE id = $1`, [sessionId])) as [
      { number: number },
    ];
    return row.number;
  }

  const item = async (kind: string, id: number): Promise<InboxItem> =>
    inboxItemSchema.parse((await staff.get(`${PATH}/${kind}/${id}`).expect(200)).body);

  const act = (agent: SignedInAgent, kind: string, id: number, action: string, body: object) =>
    agent.post(`${PATH}/${kind}/${id}/${action}`, body);

  const list = async (query: string) => inboxPageSchema.parse((await staff.get(`${PATH}?${query}`).expect(200)).body);

  async function auditRows(entityType: string, entityId: string) {
    return (await shop.dataSource.query(
      `SELECT "actorEmail", action, before, after FROM audit_log WHERE "entityType" = $1 AND "entityId" = $2 ORDER BY id`,
      [entityType, entityId],
    )) as {
      actorEmail: string;
      action: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown>;
    }[];
  }

  /** The inbox's e-mails to an address (its account's sign-up also e-mailed a verification link). */
  async function outboxTo(address: string) {
    return (await shop.dataSource.query(
      `SELECT kind, "dedupeKey", "toAddress", subject, "textBody" FROM email_outbox WHERE "toAddress" = $1 AND kind <> 'email_verification' ORDER BY id`,
      [address],
    )) as { kind: string; dedupeKey: string; toAddress: string; subject: string; textBody: string }[];
  }

  /** Everything a refused change could have touched. */
  async function stateOf(kind: 'contact' | 'inquiry', id: number) {
    const table = kind === 'contact' ? 'contact_messages' : 'business_inquiries';
    const [row] = (await shop.dataSource.query(`SELECT * FROM ${table} WHERE id = $1`, [id])) as unknown[];
    return {
      row,
      audit: await auditRows('inbox', `${kind}-${id}`),
      entries: await shop.dataSource.query(`SELECT * FROM inbox_entries WHERE "itemKind" = $1 AND "itemId" = $2`, [
        kind,
        id,
      ]),
      outbox: (await shop.dataSource.query(`SELECT count(*)::int AS n FROM email_outbox`)) as unknown,
    };
  }

  async function refused(kind: 'contact' | 'inquiry', id: number, action: string, body: object, status: number) {
    const before = await stateOf(kind, id);
    const response = await act(staff, kind, id, action, body).expect(status);
    expect(await stateOf(kind, id)).toEqual(before);
    return apiErrorSchema.parse(response.body);
  }

  describe('contact messages', () => {
    it('shows a message as sent, open and unassigned', async () => {
      const id = await contactMessage('Roasted or not?');
      const message = (await item('contact', id)) as ContactItem;
      expect(message).toEqual({
        kind: 'contact',
        id,
        status: 'open',
        assignee: null,
        receivedAt: expect.any(String),
        fromName: 'Meera Iyer',
        fromEmail: expect.stringMatching(/^meera-\d+@example\.com$/),
        subject: 'Roasted or not?',
        message: 'Is the sesame oil roasted?\nAnd is it organic?',
        entries: [],
      });
      const missing = await staff.get(`${PATH}/contact/2147483000`).expect(404);
      expect(apiErrorSchema.parse(missing.body).code).toBe('INBOX_ITEM_NOT_FOUND');
    });

    it('sends a reply under a one-line subject cut on whole characters', async () => {
      // "Re: " + 195 letters puts the 200-character cut inside the emoji run; a cut on UTF-16 units would split one.
      const long = await contactMessage(`${'a'.repeat(195)}🌻🌻🌻🌻🌻`);
      const folded = await contactMessage('Delivery\r\nBcc: everyone@example.com\nand days');
      for (const id of [long, folded]) {
        await act(staff, 'contact', id, 'replies', { text: 'Thank you, we deliver on Tuesdays.' }).expect(200);
      }
      const [longEmail] = await outboxTo(((await item('contact', long)) as ContactItem).fromEmail);
      expect(Array.from(longEmail!.subject)).toHaveLength(200);
      expect(longEmail!.subject).toBe(`Re: ${'a'.repeat(195)}🌻`);
      const [foldedEmail] = await outboxTo(((await item('contact', folded)) as ContactItem).fromEmail);
      expect(foldedEmail!.subject).toBe('Re: Delivery Bcc: everyone@example.com and days');
    });

    it('replies by e-mail in the same transaction: one staff_reply in the outbox, the reply kept, the message answered, audited', async () => {
      const id = await contactMessage('Delivery days');
      const { fromEmail } = (await item('contact', id)) as ContactItem;

      const answer = inboxItemSchema.parse(
        (await act(staff, 'contact', id, 'replies', { text: '  Yes, roasted lightly. And organic.  ' }).expect(200))
          .body,
      ) as ContactItem;
      expect(answer.status).toBe('answered');
      expect(answer.entries).toEqual([
        {
          id: expect.any(Number),
          kind: 'reply',
          text: 'Yes, roasted lightly. And organic.',
          authorEmail: staff.email,
          createdAt: expect.any(String),
        },
      ]);
      expect(answer).toEqual(await item('contact', id));

      const emails = await outboxTo(fromEmail);
      expect(emails).toEqual([
        {
          kind: 'staff_reply',
          dedupeKey: `inbox-reply:${answer.entries[0]!.id}`,
          toAddress: fromEmail,
          subject: 'Re: Delivery days',
          textBody: expect.stringContaining('Yes, roasted lightly. And organic.'),
        },
      ]);
      expect(emails[0]!.textBody).toContain('> Is the sesame oil roasted?');

      expect(await auditRows('inbox', `contact-${id}`)).toEqual([
        {
          actorEmail: staff.email,
          action: 'inbox.reply',
          before: { status: 'open', assigneeId: null },
          after: {
            status: 'answered',
            assigneeId: null,
            replyId: answer.entries[0]!.id,
            to: fromEmail,
            text: 'Yes, roasted lightly. And organic.',
          },
        },
      ]);
    });

    it('refuses the same reply sent again at once (a second tab, a retry): the customer gets one e-mail', async () => {
      const id = await contactMessage('Twice');
      const { fromEmail } = (await item('contact', id)) as ContactItem;
      const text = 'Yes, we deliver to Dawsonville.';

      const together = await Promise.all([
        act(staff, 'contact', id, 'replies', { text }),
        act(staff, 'contact', id, 'replies', { text: `  ${text}` }),
      ]);
      expect(together.map((response) => response.status).sort()).toEqual([200, 409]);
      const refused = apiErrorSchema.parse(together.find((response) => response.status === 409)!.body);
      expect(refused.code).toBe('INBOX_REPLY_REPEATED');
      expect(refused.fieldErrors).toEqual([{ field: 'text', message: 'This reply was sent a moment ago' }]);
      await act(staff, 'contact', id, 'replies', { text }).expect(409);

      // Other words, or the same words from a colleague, are replies of their own.
      await act(staff, 'contact', id, 'replies', { text: 'And to Dahlonega.' }).expect(200);
      await act(owner, 'contact', id, 'replies', { text }).expect(200);
      expect((await outboxTo(fromEmail)).map((email) => email.textBody.split('\n')[2])).toEqual([
        text,
        'And to Dahlonega.',
        text,
      ]);
      expect((await auditRows('inbox', `contact-${id}`)).map((row) => row.action)).toEqual([
        'inbox.reply',
        'inbox.reply',
        'inbox.reply',
      ]);
    });

    it('keeps nothing of a reply whose e-mail cannot be left in the outbox', async () => {
      const id = await contactMessage('Broken outbox');
      const { fromEmail } = (await item('contact', id)) as ContactItem;
      // The outbox refuses this one address: the reply, its status and its audit row must go with it.
      await shop.dataSource.query(`
        CREATE FUNCTION refuse_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW."toAddress" = '${fromEmail}' THEN RAISE EXCEPTION 'outbox refused'; END IF;
          RETURN NEW;
        END $$`);
      await shop.dataSource.query(
        `CREATE TRIGGER refuse_outbox BEFORE INSERT ON email_outbox FOR EACH ROW EXECUTE FUNCTION refuse_outbox()`,
      );
      try {
        const before = await stateOf('contact', id);
        await act(staff, 'contact', id, 'replies', { text: 'This will not go.' }).expect(500);
        expect(await stateOf('contact', id)).toEqual(before);
      } finally {
        await shop.dataSource.query(`DROP TRIGGER refuse_outbox ON email_outbox`);
        await shop.dataSource.query(`DROP FUNCTION refuse_outbox()`);
      }
    });

    it('closes and reopens a message; a move it does not allow is a 409 that changes nothing', async () => {
      const id = await contactMessage();
      const closed = inboxItemSchema.parse(
        (await act(staff, 'contact', id, 'status', { status: 'closed' }).expect(200)).body,
      );
      expect(closed.status).toBe('closed');
      const closedAgain = await refused('contact', id, 'status', { status: 'closed' }, 409);
      expect(closedAgain).toMatchObject({
        code: 'INBOX_CHANGE_NOT_ALLOWED',
        message: 'This message is already closed.',
        fieldErrors: [{ field: 'status', message: 'This message is already closed.' }],
      });
      expect((await refused('contact', id, 'status', { status: 'answered' }, 409)).message).toBe(
        'This message is closed: it cannot move to answered.',
      );
      await act(staff, 'contact', id, 'status', { status: 'open' }).expect(200);
      await act(owner, 'contact', id, 'status', { status: 'answered' }).expect(200);

      const audit = await auditRows('inbox', `contact-${id}`);
      expect(audit.map((row) => [row.actorEmail, row.action, row.before?.status, row.after.status])).toEqual([
        [staff.email, 'inbox.status', 'open', 'closed'],
        [staff.email, 'inbox.status', 'closed', 'open'],
        [owner.email, 'inbox.status', 'open', 'answered'],
      ]);
    });

    it('refuses a status of another kind, and a quote on a message, naming the field', async () => {
      const id = await contactMessage();
      const wrongKind = await refused('contact', id, 'status', { status: 'quoted' }, 400);
      expect(wrongKind.code).toBe('VALIDATION_FAILED');
      expect(wrongKind.fieldErrors).toEqual([
        { field: 'status', message: "A message's status is one of: open, answered, closed" },
      ]);
      const unknown = await refused('contact', id, 'status', { status: 'sleeping' }, 400);
      expect(unknown.fieldErrors?.map((error) => error.field)).toEqual(['status']);
      const quote = await refused('contact', id, 'status', { status: 'closed', quoteCents: 100 }, 400);
      expect(quote.fieldErrors?.map((error) => error.field)).toEqual(['quoteCents']);
    });
  });

  describe('business inquiries as quotes', () => {
    const move = async (id: number, status: string, extra: object = {}) =>
      inboxItemSchema.parse(
        (await act(staff, 'inquiry', id, 'status', { status, ...extra }).expect(200)).body,
      ) as InquiryItem;

    it('goes new → in progress → quoted (with the quote in cents) → won, each move audited', async () => {
      const id = await inquiry();
      expect(await item('inquiry', id)).toMatchObject({ status: 'new', quoteCents: null, businessType: 'restaurant' });
      expect((await move(id, 'in_progress')).status).toBe('in_progress');
      expect(await move(id, 'quoted', { quoteCents: 125_050 })).toMatchObject({
        status: 'quoted',
        quoteCents: 125_050,
      });
      // Back to work on a revised quote, quoted again, then won.
      expect((await move(id, 'in_progress')).quoteCents).toBe(125_050);
      expect(await move(id, 'quoted', { quoteCents: 119_900 })).toMatchObject({ quoteCents: 119_900 });
      expect((await move(id, 'won')).status).toBe('won');

      const audit = await auditRows('inbox', `inquiry-${id}`);
      expect(audit.map((row) => [row.action, row.before?.status, row.after.status, row.after.quoteCents])).toEqual([
        ['inbox.status', 'new', 'in_progress', null],
        ['inbox.status', 'in_progress', 'quoted', 125_050],
        ['inbox.status', 'quoted', 'in_progress', 125_050],
        ['inbox.status', 'in_progress', 'quoted', 119_900],
        ['inbox.status', 'quoted', 'won', 119_900],
      ]);
    });

    it('may be lost from every open step, and won and lost are final', async () => {
      for (const path of [[], ['in_progress'], ['in_progress', 'quoted']]) {
        const id = await inquiry();
        for (const status of path) await move(id, status);
        expect((await move(id, 'lost')).status).toBe('lost');
        for (const status of ['new', 'in_progress', 'quoted', 'won', 'lost']) {
          const refusal = await refused('inquiry', id, 'status', { status }, 409);
          expect(refusal.code).toBe('INBOX_CHANGE_NOT_ALLOWED');
        }
      }
      const won = await inquiry();
      await move(won, 'in_progress');
      await move(won, 'quoted');
      await move(won, 'won');
      expect((await refused('inquiry', won, 'status', { status: 'lost' }, 409)).message).toBe(
        'This inquiry is won: it cannot move to lost.',
      );
    });

    it('refuses the steps it skips: new straight to quoted or won, in progress to won', async () => {
      const id = await inquiry();
      expect((await refused('inquiry', id, 'status', { status: 'quoted' }, 409)).message).toBe(
        'This inquiry is new: it cannot move to quoted.',
      );
      await refused('inquiry', id, 'status', { status: 'won' }, 409);
      await move(id, 'in_progress');
      await refused('inquiry', id, 'status', { status: 'won' }, 409);
      await refused('inquiry', id, 'status', { status: 'new' }, 409);
      const badQuote = await refused('inquiry', id, 'status', { status: 'quoted', quoteCents: 12.5 }, 400);
      expect(badQuote.fieldErrors?.map((error) => error.field)).toEqual(['quoteCents']);
      await refused('inquiry', id, 'status', { status: 'quoted', quoteCents: -1 }, 400);
    });

    it('replies by e-mail; a reply to a new inquiry puts it in progress', async () => {
      const id = await inquiry();
      const { email } = (await item('inquiry', id)) as InquiryItem;
      const answer = inboxItemSchema.parse(
        (await act(staff, 'inquiry', id, 'replies', { text: 'We can do Mondays. A quote follows.' }).expect(200)).body,
      ) as InquiryItem;
      expect(answer.status).toBe('in_progress');
      expect(answer.entries.map((entry) => entry.kind)).toEqual(['reply']);
      expect(await outboxTo(email)).toEqual([
        expect.objectContaining({
          kind: 'staff_reply',
          subject: 'Re: your business inquiry (Lanier Curry House)',
          textBody: expect.stringContaining('We can do Mondays. A quote follows.'),
        }),
      ]);
      expect((await auditRows('inbox', `inquiry-${id}`)).map((row) => row.action)).toEqual(['inbox.reply']);
    });
  });

  describe('assigning and notes', () => {
    it('assigns to staff or the owner, unassigns, and refuses anyone else by naming the field', async () => {
      const id = await contactMessage();
      const toStaff = inboxItemSchema.parse(
        (await act(staff, 'contact', id, 'assignee', { assigneeId: staffId }).expect(200)).body,
      );
      expect(toStaff.assignee).toEqual({ id: staffId, name: 'Sam Patel', email: staff.email });
      await act(staff, 'contact', id, 'assignee', { assigneeId: ownerId }).expect(200);

      const shopper = await signedInAs(shop, 'shopper');
      const shopperId = (await accountOf(shopper)).id;
      for (const assigneeId of [shopperId, '00000000-0000-4000-8000-000000000000']) {
        const refusal = await refused('contact', id, 'assignee', { assigneeId }, 400);
        expect(refusal).toMatchObject({
          code: 'VALIDATION_FAILED',
          fieldErrors: [{ field: 'assigneeId', message: 'Assign to a member of the team (staff or owner)' }],
        });
      }
      for (const body of [{ assigneeId: 'sam' }, { assigneeId: 7 }, {}, { assigneeId: staffId, extra: 1 }]) {
        const refusal = await refused('contact', id, 'assignee', body, 400);
        expect(refusal.fieldErrors?.[0]?.field).toMatch(/^(assigneeId|extra)$/);
      }
      expect((await refused('contact', id, 'assignee', { assigneeId: ownerId }, 409)).message).toBe(
        'This message is already assigned to that person.',
      );

      const unassigned = inboxItemSchema.parse(
        (await act(staff, 'contact', id, 'assignee', { assigneeId: null }).expect(200)).body,
      );
      expect(unassigned.assignee).toBeNull();
      const audit = await auditRows('inbox', `contact-${id}`);
      expect(audit.map((row) => [row.action, row.before?.assigneeId, row.after.assigneeId])).toEqual([
        ['inbox.assign', null, staffId],
        ['inbox.assign', staffId, ownerId],
        ['inbox.assign', ownerId, null],
      ]);
    });

    it('keeps internal notes on the item, audited; an empty note is refused', async () => {
      const id = await inquiry();
      const noted = inboxItemSchema.parse(
        (await act(staff, 'inquiry', id, 'notes', { text: 'Called Ravi: wants a sample first.' }).expect(200)).body,
      );
      expect(noted.entries).toEqual([
        expect.objectContaining({ kind: 'note', text: 'Called Ravi: wants a sample first.', authorEmail: staff.email }),
      ]);
      expect(await auditRows('inbox', `inquiry-${id}`)).toEqual([
        {
          actorEmail: staff.email,
          action: 'inbox.note',
          before: null,
          after: { noteId: noted.entries[0]!.id, text: 'Called Ravi: wants a sample first.' },
        },
      ]);
      const empty = await refused('inquiry', id, 'notes', { text: '   ' }, 400);
      expect(empty.fieldErrors).toEqual([{ field: 'text', message: 'Note is required' }]);
      // A note is the team's own: no e-mail, the status stays.
      expect((await item('inquiry', id)).status).toBe('new');
    });
  });

  describe('chats handed to a person', () => {
    it('lists a handed-off chat by its number, never its session id; a chat nobody handed off is not in the inbox', async () => {
      const { sessionId, number, email } = await handedOffChat();
      const response = await staff.get(`${PATH}?kind=chat&pageSize=100`).expect(200);
      expect(JSON.stringify(response.body)).not.toContain(sessionId);
      const row = inboxPageSchema.parse(response.body).items.find((candidate) => candidate.id === number);
      expect(row).toMatchObject({
        kind: 'chat',
        fromEmail: email,
        subject: 'Can I talk to a person?',
        status: 'open',
        assignee: null,
      });
      const detail = await staff.get(`${PATH}/chat/${number}`).expect(200);
      expect(JSON.stringify(detail.body)).not.toContain(sessionId);

      const visitor = browser(shop);
      await say(visitor, 'How much is the sesame oil?');
      const [plain] = (await shop.dataSource.query(
        `SELECT number FROM chat_sessions WHERE "handoffState" = 'none' ORDER BY number DESC LIMIT 1`,
      )) as [{ number: number }];
      expect(apiErrorSchema.parse((await staff.get(`${PATH}/chat/${plain.number}`).expect(404)).body).code).toBe(
        'INBOX_ITEM_NOT_FOUND',
      );
      await staff.post(`${PATH}/chat/${plain.number}/replies`, { text: 'Hello?' }).expect(404);
    });

    it("puts the team's reply in the shopper's chat window and e-mails it; nobody else sees it", async () => {
      const { shopper, sessionId, number, email } = await handedOffChat();
      const answer = inboxItemSchema.parse(
        (await act(staff, 'chat', number, 'replies', { text: 'Hi! Sam here. Your box ships Monday.' }).expect(200))
          .body,
      ) as ChatItem;
      expect(answer.messages.map((message) => [message.author, message.text])).toEqual([
        ['shopper', 'Can I talk to a person?'],
        ['bot', expect.any(String)],
        ['staff', 'Hi! Sam here. Your box ships Monday.'],
      ]);
      expect(answer.messages[2]!.staffEmail).toBe(staff.email);

      const history = await historyOf(shopper, sessionId);
      expect(history.messages.at(-1)).toEqual({
        id: String(answer.messages[2]!.id),
        message: 'Hi! Sam here. Your box ships Monday.',
        isBot: false,
        author: 'staff',
        timestamp: expect.any(String),
      });
      expect(history.messages.map((message) => message.author)).toEqual(['shopper', 'bot', 'staff']);

      // Another shopper, or a visitor, holding the id sees nothing of it.
      const other = await signedInAs(shop, 'shopper');
      expect(await historyOf(other, sessionId)).toEqual({ messages: [] });
      expect(await historyOf(browser(shop), sessionId)).toEqual({ messages: [] });
      const response = await other.get('/api/chat/history').set(CHAT_SESSION_HEADER, sessionId).expect(200);
      expect(JSON.stringify(response.body)).not.toContain('Sam here');

      expect(await outboxTo(email)).toEqual([
        expect.objectContaining({
          kind: 'staff_reply',
          dedupeKey: `chat-reply:${answer.messages[2]!.id}`,
          subject: 'A reply to your chat with Cumming Organics',
          textBody: expect.stringContaining('Hi! Sam here. Your box ships Monday.'),
        }),
      ]);
      expect(await auditRows('chat', String(number))).toEqual([
        {
          actorEmail: staff.email,
          action: 'chat.reply',
          before: { status: 'open', assigneeId: null },
          after: {
            status: 'open',
            assigneeId: null,
            messageId: answer.messages[2]!.id,
            to: email,
            text: 'Hi! Sam here. Your box ships Monday.',
          },
        },
      ]);
    });

    it('refuses the same chat reply sent again at once, so the shopper reads it once', async () => {
      const visitor = browser(shop);
      const { sessionId } = await say(visitor, 'Can I talk to a person?');
      const number = await chatNumber(sessionId);
      await act(staff, 'chat', number, 'replies', { text: 'One moment, please.' }).expect(200);
      const again = await act(staff, 'chat', number, 'replies', { text: 'One moment, please.' }).expect(409);
      expect(apiErrorSchema.parse(again.body).code).toBe('INBOX_REPLY_REPEATED');
      const staffLines = (await historyOf(visitor, sessionId)).messages.filter((message) => message.author === 'staff');
      expect(staffLines.map((message) => message.message)).toEqual(['One moment, please.']);
    });

    it('replies in the window alone to a visitor who gave no address yet', async () => {
      const visitor = browser(shop);
      const { sessionId } = await say(visitor, 'Can I talk to a person?');
      const number = await chatNumber(sessionId);
      const before = (await shop.dataSource.query(`SELECT count(*)::int AS n FROM email_outbox`)) as unknown;
      const answer = inboxItemSchema.parse(
        (await act(staff, 'chat', number, 'replies', { text: 'What is your e-mail?' }).expect(200)).body,
      );
      expect(answer).toMatchObject({ status: 'awaiting-email', handoffEmail: null });
      expect((await historyOf(visitor, sessionId)).messages.at(-1)).toMatchObject({
        author: 'staff',
        message: 'What is your e-mail?',
      });
      expect(await shop.dataSource.query(`SELECT count(*)::int AS n FROM email_outbox`)).toEqual(before);
    });

    it('closes a handoff (audited) and reopens it; asking for a person again opens a closed one', async () => {
      const { shopper, sessionId, number } = await handedOffChat();
      const close = (status: string) => act(staff, 'chat', number, 'status', { status });
      expect(inboxItemSchema.parse((await close('closed').expect(200)).body).status).toBe('closed');
      expect((await storedSession(shop, sessionId))?.handoffState).toBe('closed');
      const again = apiErrorSchema.parse((await close('closed').expect(409)).body);
      expect(again.message).toBe('This chat is already closed.');
      expect(apiErrorSchema.parse((await close('won').expect(400)).body).fieldErrors?.[0]?.field).toBe('status');
      await close('open').expect(200);
      await close('closed').expect(200);
      expect((await auditRows('chat', String(number))).map((row) => [row.before?.status, row.after.status])).toEqual([
        ['open', 'closed'],
        ['closed', 'open'],
        ['open', 'closed'],
      ]);

      await say(shopper, 'I need to speak to a person again', sessionId);
      expect((await storedSession(shop, sessionId))?.handoffState).toBe('open');
    });

    it('assigns a chat and keeps notes on it; the shopper writing on keeps its assignee', async () => {
      const { shopper, sessionId, number } = await handedOffChat();
      await act(staff, 'chat', number, 'assignee', { assigneeId: staffId }).expect(200);
      const noted = inboxItemSchema.parse(
        (await act(staff, 'chat', number, 'notes', { text: 'Asked about a late box.' }).expect(200)).body,
      );
      expect(noted).toMatchObject({
        assignee: { id: staffId },
        entries: [{ kind: 'note', text: 'Asked about a late box.' }],
      });
      expect((await auditRows('chat', String(number))).map((row) => row.action)).toEqual(['chat.assign', 'chat.note']);
      await say(shopper, 'How much is the sesame oil?', sessionId);
      expect((await item('chat', number)).assignee?.id).toBe(staffId);
    });
  });

  describe('the list', () => {
    it('lists every kind newest first, filtered by kind, status and assignee, a page at a time', async () => {
      const contact = await contactMessage('Listed message');
      const business = await inquiry();
      const chat = await handedOffChat();
      await act(staff, 'inquiry', business, 'assignee', { assigneeId: staffId }).expect(200);
      await act(staff, 'contact', contact, 'assignee', { assigneeId: ownerId }).expect(200);

      const all = await list('pageSize=100');
      const keys = all.items.map((row) => `${row.kind}-${row.id}`);
      expect(keys.slice(0, 3)).toEqual([`chat-${chat.number}`, `inquiry-${business}`, `contact-${contact}`]);
      const times = all.items.map((row) => row.lastMessageAt);
      expect(times).toEqual([...times].sort().reverse());
      expect(all.items.find((row) => row.kind === 'contact' && row.id === contact)).toEqual({
        kind: 'contact',
        id: contact,
        fromName: 'Meera Iyer',
        fromEmail: expect.any(String),
        subject: 'Listed message',
        status: 'open',
        assignee: { id: ownerId, name: 'Olivia Patel', email: owner.email },
        receivedAt: expect.any(String),
        lastMessageAt: expect.any(String),
      });
      expect(all.items.find((row) => row.kind === 'inquiry' && row.id === business)).toMatchObject({
        fromName: 'Ravi Menon (Lanier Curry House)',
        subject: 'Ten litres of groundnut oil a week, delivered on Mondays.',
        status: 'new',
      });

      const inquiries = await list('kind=inquiry&pageSize=100');
      expect(inquiries.items.every((row) => row.kind === 'inquiry')).toBe(true);
      expect(inquiries.items.map((row) => row.id)).toContain(business);

      const open = await list('status=open&pageSize=100');
      expect(new Set(open.items.map((row) => row.kind))).toEqual(new Set(['contact', 'chat']));
      expect(open.items.every((row) => row.status === 'open')).toBe(true);

      const mine = inboxPageSchema.parse((await staff.get(`${PATH}?assignee=me&pageSize=100`).expect(200)).body);
      expect(mine.items.every((row) => row.assignee?.id === staffId)).toBe(true);
      expect(mine.items.map((row) => `${row.kind}-${row.id}`)).toContain(`inquiry-${business}`);
      const owners = await list(`assignee=${ownerId}&pageSize=100`);
      expect(owners.items.map((row) => `${row.kind}-${row.id}`)).toContain(`contact-${contact}`);
      expect(owners.items.every((row) => row.assignee?.id === ownerId)).toBe(true);
      const unassigned = await list('assignee=unassigned&kind=chat&pageSize=100');
      expect(unassigned.items.every((row) => row.assignee === null && row.kind === 'chat')).toBe(true);
      expect(unassigned.items.map((row) => row.id)).toContain(chat.number);

      const one = await list('page=2&pageSize=1');
      expect(one).toMatchObject({ page: 2, pageSize: 1, total: all.total });
      expect(one.items.map((row) => `${row.kind}-${row.id}`)).toEqual([keys[1]]);
      expect(await list('page=9999')).toMatchObject({ items: [], total: all.total });
    });

    it('refuses bad filters by naming the field', async () => {
      for (const [query, field] of [
        ['kind=email', 'kind'],
        ['status=sleeping', 'status'],
        ['kind=contact&status=quoted', 'status'],
        ['assignee=someone', 'assignee'],
        ['page=0', 'page'],
      ] as const) {
        const response = await staff.get(`${PATH}?${query}`).expect(400);
        expect({ query, fields: apiErrorSchema.parse(response.body).fieldErrors?.map((error) => error.field) }).toEqual(
          {
            query,
            fields: [field],
          },
        );
      }
      const badKind = await staff.get(`${PATH}/email/1`).expect(400);
      expect(apiErrorSchema.parse(badKind.body).fieldErrors?.[0]?.field).toBe('kind');
    });

    it('names the people to assign to (staff and owners, no shoppers) to staff too', async () => {
      const people = inboxAssigneeListSchema.parse((await staff.get(`${PATH}/assignees`).expect(200)).body);
      expect(people).toEqual(
        expect.arrayContaining([
          { id: staffId, name: 'Sam Patel', email: staff.email },
          { id: ownerId, name: 'Olivia Patel', email: owner.email },
        ]),
      );
      const roles = (await shop.dataSource.query(`SELECT role FROM users WHERE id = ANY($1::uuid[])`, [
        people.map((person) => person.id),
      ])) as { role: string }[];
      expect(roles.every((row) => row.role !== 'shopper')).toBe(true);
    });
  });
});
