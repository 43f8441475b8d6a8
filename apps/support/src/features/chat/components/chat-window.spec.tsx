import { screen, within } from '@testing-library/react';
import { CHAT_FAILURE_MESSAGE, CHAT_RATE_LIMITED_MESSAGE, CHAT_SESSION_STORAGE_KEY } from '@shop/contracts/chat';
import {
  chatAnswer,
  earlierMessages,
  historyRequests,
  OTHER_SESSION_ID,
  rateLimited,
  SESSION_ID,
  sentChatMessages,
  serverError,
  stubChatApi,
} from '../../../testing/chat-fixtures.js';
import { deferredResponse, renderWithProviders } from '../../../testing/support-fixtures.js';
import { CHAT_WELCOME_MESSAGE } from '../chat-welcome-message.js';
import { ChatWindow } from './chat-window.js';

function renderWindow(onClose = jest.fn()) {
  const view = renderWithProviders(<ChatWindow open onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Support chat' });
  return { ...view, dialog, onClose };
}

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const log = () => screen.getByRole('log');
const typingStatus = () => screen.getByRole('status');

beforeEach(() => {
  localStorage.clear();
  window.history.pushState({}, '', '/products');
});

afterEach(() => jest.restoreAllMocks());

describe('ChatWindow', () => {
  it('is a labelled dialog with a heading, a close button, the welcome line in a log, and focus in the message box', () => {
    stubChatApi();
    const { dialog } = renderWindow();

    expect(within(dialog).getByRole('heading', { name: 'Support chat' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Close support chat' })).toBeVisible();
    expect(dialog).not.toHaveAttribute('aria-modal', 'true');
    expect(log()).toHaveTextContent(`Support: ${CHAT_WELCOME_MESSAGE}`);
    expect(messageBox()).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('sends on Enter, tells the shopper’s message from the answer, and keeps focus in the box', async () => {
    const fetchSpy = stubChatApi({ answers: [() => chatAnswer('Sesame oil is $18.99.')] });
    const { user } = renderWindow();

    await user.type(messageBox(), 'how much is the sesame oil?{Enter}');

    expect(await within(log()).findByText('Sesame oil is $18.99.')).toBeVisible();
    const bubbles = log().querySelectorAll('.support-chat__message');
    expect([...bubbles].map((bubble) => bubble.textContent)).toEqual([
      `Support: ${CHAT_WELCOME_MESSAGE}`,
      'You: how much is the sesame oil?',
      'Support: Sesame oil is $18.99.',
    ]);
    expect(bubbles[1]).toHaveClass('support-chat__message--shopper');
    expect(bubbles[2]).toHaveClass('support-chat__message--bot');
    expect(sentChatMessages(fetchSpy)).toEqual([{ message: 'how much is the sesame oil?' }]);
    expect(messageBox()).toHaveValue('');
    expect(messageBox()).toHaveFocus();
  });

  it('starts a new line on Shift+Enter and sends both lines on Enter', async () => {
    const fetchSpy = stubChatApi();
    const { user } = renderWindow();

    await user.type(messageBox(), 'First line{Shift>}{Enter}{/Shift}second line');
    expect(messageBox()).toHaveValue('First line\nsecond line');
    expect(sentChatMessages(fetchSpy)).toEqual([]);

    await user.keyboard('{Enter}');

    expect(await within(log()).findByText('Happy to help!')).toBeVisible();
    expect(sentChatMessages(fetchSpy)).toEqual([{ message: 'First line\nsecond line' }]);
  });

  it('sends nothing for an empty or whitespace-only message, by Enter or by Send', async () => {
    const fetchSpy = stubChatApi();
    const { user } = renderWindow();

    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(messageBox(), '   {Shift>}{Enter}{/Shift}  {Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(sentChatMessages(fetchSpy)).toEqual([]);
    expect(log().querySelectorAll('.support-chat__message')).toHaveLength(1);
  });

  it('sends the trimmed text with the Send button', async () => {
    const fetchSpy = stubChatApi();
    const { user } = renderWindow();

    await user.type(messageBox(), '  Do you ship to Cumming?  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await within(log()).findByText('Happy to help!')).toBeVisible();
    expect(sentChatMessages(fetchSpy)).toEqual([{ message: 'Do you ship to Cumming?' }]);
    expect(messageBox()).toHaveFocus();
  });

  it('holds the box and Send while a reply is pending, with a polite typing indicator', async () => {
    const answer = deferredResponse();
    const fetchSpy = stubChatApi({ answers: [() => answer.promise] });
    const { user } = renderWindow();
    expect(typingStatus()).toBeEmptyDOMElement();

    await user.type(messageBox(), 'Is the mustard oil in stock?{Enter}');

    expect(messageBox()).toHaveAttribute('aria-disabled', 'true');
    expect(messageBox()).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(typingStatus()).toHaveTextContent('Support is typing…');
    expect(messageBox()).toHaveFocus();
    await user.type(messageBox(), 'again{Enter}');
    expect(messageBox()).toHaveValue('');
    expect(sentChatMessages(fetchSpy)).toHaveLength(1);

    answer.respond(chatAnswer('Yes, we have 12 bottles.'));

    expect(await within(log()).findByText('Yes, we have 12 bottles.')).toBeVisible();
    expect(messageBox()).toHaveAttribute('aria-disabled', 'false');
    expect(messageBox()).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(typingStatus()).toBeEmptyDOMElement();
    expect(messageBox()).toHaveFocus();
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server fails', () => Promise.resolve(serverError())],
    ['the answer is not a chat answer', () => Promise.resolve(Response.json({ unexpected: true }))],
  ])('apologises when %s, and the shopper’s message stays', async (_case, answer) => {
    stubChatApi({ answers: [answer] });
    const { user } = renderWindow();

    await user.type(messageBox(), 'Where is my order?{Enter}');

    expect(await within(log()).findByText(CHAT_FAILURE_MESSAGE)).toBeVisible();
    expect(within(log()).getByText('Where is my order?')).toBeVisible();
    expect(messageBox()).toHaveAttribute('aria-disabled', 'false');
    expect(localStorage.getItem(CHAT_SESSION_STORAGE_KEY)).toBeNull();
  });

  it('asks the shopper to slow down when the API answers 429', async () => {
    stubChatApi({ answers: [rateLimited] });
    const { user } = renderWindow();

    await user.type(messageBox(), 'Hello?{Enter}');

    expect(await within(log()).findByText(CHAT_RATE_LIMITED_MESSAGE)).toBeVisible();
    expect(within(log()).queryByText(CHAT_FAILURE_MESSAGE)).not.toBeInTheDocument();
    expect(within(log()).getByText('Hello?')).toBeVisible();
  });

  it('stores the first answer’s session id, sends it with every later message, and keeps a new one the server gives', async () => {
    const fetchSpy = stubChatApi({
      answers: [
        () => chatAnswer('First answer', SESSION_ID),
        () => chatAnswer('Second answer', SESSION_ID),
        () => chatAnswer('Third answer', OTHER_SESSION_ID),
        () => chatAnswer('Fourth answer', OTHER_SESSION_ID),
      ],
    });
    const { user } = renderWindow();

    for (const [question, answer] of [
      ['one', 'First answer'],
      ['two', 'Second answer'],
      ['three', 'Third answer'],
      ['four', 'Fourth answer'],
    ] as const) {
      await user.type(messageBox(), `${question}{Enter}`);
      expect(await within(log()).findByText(answer)).toBeVisible();
      if (question === 'one') expect(localStorage.getItem(CHAT_SESSION_STORAGE_KEY)).toBe(SESSION_ID);
    }

    expect(sentChatMessages(fetchSpy)).toEqual([
      { message: 'one' },
      { message: 'two', sessionId: SESSION_ID },
      { message: 'three', sessionId: SESSION_ID },
      { message: 'four', sessionId: OTHER_SESSION_ID },
    ]);
    expect(localStorage.getItem(CHAT_SESSION_STORAGE_KEY)).toBe(OTHER_SESSION_ID);
  });

  it('shows the stored session’s history after the welcome line and carries on in that session', async () => {
    localStorage.setItem(CHAT_SESSION_STORAGE_KEY, SESSION_ID);
    const fetchSpy = stubChatApi({ histories: { [SESSION_ID]: earlierMessages } });
    const { user } = renderWindow();

    expect(await within(log()).findByText('Yes, Alpharetta is in our extended area.')).toBeVisible();
    expect(historyRequests(fetchSpy)).toEqual([SESSION_ID]);
    expect([...log().querySelectorAll('.support-chat__message')].map((bubble) => bubble.textContent)).toEqual([
      `Support: ${CHAT_WELCOME_MESSAGE}`,
      'You: Do you deliver to Alpharetta?',
      'Support: Yes, Alpharetta is in our extended area.',
    ]);

    await user.type(messageBox(), 'And to Dawsonville?{Enter}');

    expect(await within(log()).findByText('Happy to help!')).toBeVisible();
    expect(sentChatMessages(fetchSpy)).toEqual([{ message: 'And to Dawsonville?', sessionId: SESSION_ID }]);
  });

  it('asks for no history without a stored session, and ignores a stored value that is no session id', async () => {
    localStorage.setItem(CHAT_SESSION_STORAGE_KEY, 'x'.repeat(500));
    const fetchSpy = stubChatApi();
    const { user } = renderWindow();

    await user.type(messageBox(), 'Hi{Enter}');

    expect(await within(log()).findByText('Happy to help!')).toBeVisible();
    expect(historyRequests(fetchSpy)).toEqual([]);
    expect(sentChatMessages(fetchSpy)).toEqual([{ message: 'Hi' }]);
    expect(localStorage.getItem(CHAT_SESSION_STORAGE_KEY)).toBe(SESSION_ID);
  });

  it('turns the bot’s same-site links into in-app links', async () => {
    stubChatApi({
      answers: [() => chatAnswer('Our [Sesame Oil](/product/3) is $18.99. See also [plans](/subscriptions).')],
    });
    const { user } = renderWindow();

    await user.type(messageBox(), 'sesame?{Enter}');

    const link = await within(log()).findByRole('link', { name: 'Sesame Oil' });
    expect(link).toHaveAttribute('href', '/product/3');
    expect(within(log()).getByRole('link', { name: 'plans' })).toHaveAttribute('href', '/subscriptions');
    expect(link.closest('.support-chat__message')).toHaveTextContent(
      'Support: Our Sesame Oil is $18.99. See also plans.',
    );

    await user.click(link);
    expect(window.location.pathname).toBe('/product/3');
  });

  it('shows what the shopper typed as text, markup and link syntax included', async () => {
    stubChatApi();
    const { user } = renderWindow();
    const typed = '<b>bold</b> <img src=x onerror=alert(1)> [cart](/cart)';

    await user.type(messageBox(), typed.replace(/[[{]/g, '$&$&'));
    await user.keyboard('{Enter}');

    expect(await within(log()).findByText('Happy to help!')).toBeVisible();
    const bubble = within(log()).getByText(typed);
    expect(bubble).toHaveClass('support-chat__message--shopper');
    expect(within(log()).queryByRole('link')).not.toBeInTheDocument();
    expect(log().querySelector('b, img')).toBeNull();
  });

  it('closes on Escape from anywhere in the window', async () => {
    stubChatApi();
    const { user, onClose } = renderWindow();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Close support chat' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
