import { act, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '@shop/ui/app-providers';
import { CHAT_POLL_INTERVAL_MS, CHAT_SESSION_STORAGE_KEY, type ChatMessage } from '@shop/contracts/chat';
import {
  chatAnswer,
  earlierMessages,
  historyRequests,
  SESSION_ID,
  staffReply,
  stubChatApi,
} from '../../../testing/chat-fixtures.js';
import { renderWithProviders } from '../../../testing/support-fixtures.js';
import { CHAT_WELCOME_MESSAGE } from '../chat-welcome-message.js';
import { ChatWindow } from './chat-window.js';

/** Short, so a test sees several polls in well under a second. */
const POLL_MS = 40;

const log = () => screen.getByRole('log');
const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const bubbles = () => [...log().querySelectorAll('.support-chat__message')].map((bubble) => bubble.textContent);
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

beforeEach(() => {
  localStorage.clear();
  window.history.pushState({}, '', '/products');
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the team’s replies in the chat window', () => {
  it('labels a reply of the team visibly with "Staff:", and says it to screen readers once', async () => {
    localStorage.setItem(CHAT_SESSION_STORAGE_KEY, SESSION_ID);
    stubChatApi({ histories: { [SESSION_ID]: [...earlierMessages, staffReply('13', 'Hi, Sam here. Yes, Mondays.')] } });
    renderWithProviders(<ChatWindow open onClose={jest.fn()} pollIntervalMs={POLL_MS} />);

    const text = await within(log()).findByText(/Hi, Sam here/);
    const bubble = text.closest('.support-chat__message')!;
    expect(bubble).toHaveClass('support-chat__message--staff');
    const label = bubble.querySelector('.support-chat__author');
    expect(label).toHaveTextContent('Staff:');
    expect(label).toBeVisible();
    expect(label).toHaveAttribute('aria-hidden', 'true');
    expect(bubbles()).toEqual([
      `Support: ${CHAT_WELCOME_MESSAGE}`,
      'You: Do you deliver to Alpharetta?',
      'Support: Yes, Alpharetta is in our extended area.',
      'Staff: Staff: Hi, Sam here. Yes, Mondays.',
    ]);
    // Shown as typed: a staff reply's link syntax or markup is text, never a link.
    expect(within(log()).queryAllByRole('link')).toEqual([]);
  });

  it('picks up a reply written while the window is open, once, after what the shopper already sees', async () => {
    localStorage.setItem(CHAT_SESSION_STORAGE_KEY, SESSION_ID);
    let stored: ChatMessage[] = [...earlierMessages];
    const fetchSpy = stubChatApi({ histories: { [SESSION_ID]: () => stored } });
    const { user } = renderWithProviders(<ChatWindow open onClose={jest.fn()} pollIntervalMs={POLL_MS} />);
    await within(log()).findByText('Yes, Alpharetta is in our extended area.');

    await user.type(messageBox(), 'Can I talk to a person?{Enter}');
    await within(log()).findByText('Happy to help!');
    stored = [...stored, staffReply('20', 'Sam here: how can I help?')];

    expect(await within(log()).findByText(/Sam here: how can I help\?/)).toBeVisible();
    await pause(POLL_MS * 4);
    expect(bubbles()).toEqual([
      `Support: ${CHAT_WELCOME_MESSAGE}`,
      'You: Do you deliver to Alpharetta?',
      'Support: Yes, Alpharetta is in our extended area.',
      'You: Can I talk to a person?',
      'Support: Happy to help!',
      'Staff: Staff: Sam here: how can I help?',
    ]);
    expect(historyRequests(fetchSpy).length).toBeGreaterThan(2);
    expect(new Set(historyRequests(fetchSpy))).toEqual(new Set([SESSION_ID]));
  });

  it('starts asking once a new conversation has its session, and stops while the window is closed', async () => {
    let stored: ChatMessage[] = [];
    const fetchSpy = stubChatApi({ histories: { [SESSION_ID]: () => stored } });
    const onClose = jest.fn();
    const { user, rerender } = renderWithProviders(<ChatWindow open onClose={onClose} pollIntervalMs={POLL_MS} />);
    await pause(POLL_MS * 3);
    expect(historyRequests(fetchSpy)).toEqual([]);

    await user.type(messageBox(), 'I want to speak to someone{Enter}');
    await within(log()).findByText('Happy to help!');
    await waitFor(() => expect(historyRequests(fetchSpy)).toContain(SESSION_ID));

    // The same providers (and so the same query client) around the window, now closed.
    rerender(
      <AppProviders>
        <ChatWindow open={false} onClose={onClose} pollIntervalMs={POLL_MS} />
      </AppProviders>,
    );
    await pause(POLL_MS);
    const whileClosed = historyRequests(fetchSpy).length;
    stored = [staffReply('30', 'Back to you soon.')];
    await pause(POLL_MS * 4);
    expect(historyRequests(fetchSpy)).toHaveLength(whileClosed);

    rerender(
      <AppProviders>
        <ChatWindow open onClose={onClose} pollIntervalMs={POLL_MS} />
      </AppProviders>,
    );
    expect(await within(log()).findByText(/Back to you soon\./)).toBeInTheDocument();
  });

  it(`asks every ${CHAT_POLL_INTERVAL_MS / 1000} seconds by default, not before`, async () => {
    jest.useFakeTimers();
    localStorage.setItem(CHAT_SESSION_STORAGE_KEY, SESSION_ID);
    let stored: ChatMessage[] = [...earlierMessages];
    const fetchSpy = stubChatApi({
      answers: [() => chatAnswer('Happy to help!')],
      histories: { [SESSION_ID]: () => stored },
    });
    renderWithProviders(<ChatWindow open onClose={jest.fn()} />);
    await within(log()).findByText('Yes, Alpharetta is in our extended area.');
    expect(historyRequests(fetchSpy)).toEqual([SESSION_ID]);
    stored = [...stored, staffReply('40', 'Sam here.')];

    await act(() => jest.advanceTimersByTimeAsync(CHAT_POLL_INTERVAL_MS - 1_000));
    expect(historyRequests(fetchSpy)).toEqual([SESSION_ID]);
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(historyRequests(fetchSpy)).toEqual([SESSION_ID, SESSION_ID]);
    expect(await within(log()).findByText(/Sam here\./)).toBeInTheDocument();
  });
});
