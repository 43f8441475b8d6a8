import { screen, within } from '@testing-library/react';
import { CHAT_SESSION_STORAGE_KEY } from '@shop/contracts/chat';
import { earlierMessages, historyRequests, SESSION_ID, stubChatApi } from '../../../testing/chat-fixtures.js';
import { renderWithProviders } from '../../../testing/support-fixtures.js';
import { ChatWidget } from './chat-widget.js';

const launcher = () => screen.getByRole('button', { name: 'Open support chat' });
const chatDialog = () => screen.queryByRole('dialog', { name: 'Support chat' });

beforeEach(() => localStorage.clear());

afterEach(() => jest.restoreAllMocks());

describe('ChatWidget', () => {
  it('is a button that says it opens a dialog, and nothing more until it is used', () => {
    const fetchSpy = stubChatApi();
    renderWithProviders(<ChatWidget />);

    expect(launcher()).toBeVisible();
    expect(launcher()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(launcher()).toHaveAccessibleName(/chat/i);
    expect(chatDialog()).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('opens the window with focus in the message box, in place of the button', async () => {
    stubChatApi();
    const { user } = renderWithProviders(<ChatWidget />);

    await user.click(launcher());

    const dialog = await screen.findByRole('dialog', { name: 'Support chat' });
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Open support chat' })).not.toBeInTheDocument();
  });

  it('closes on Escape and on its close button, each time giving focus back to the button', async () => {
    stubChatApi();
    const { user } = renderWithProviders(<ChatWidget />);

    await user.click(launcher());
    await screen.findByRole('dialog', { name: 'Support chat' });
    await user.keyboard('{Escape}');

    expect(chatDialog()).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();

    await user.click(launcher());
    await user.click(await screen.findByRole('button', { name: 'Close support chat' }));

    expect(chatDialog()).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
  });

  it('works from the keyboard alone, and keeps the conversation when closed and opened again', async () => {
    stubChatApi();
    const { user } = renderWithProviders(<ChatWidget />);

    await user.tab();
    expect(launcher()).toHaveFocus();
    await user.keyboard('{Enter}');
    const messageBox = await screen.findByRole('textbox', { name: 'Message' });
    expect(messageBox).toHaveFocus();

    await user.keyboard('Do you deliver on Saturdays?{Enter}');
    expect(await within(screen.getByRole('log')).findByText('Happy to help!')).toBeVisible();
    expect(messageBox).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(launcher()).toHaveFocus();
    await user.keyboard(' ');

    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    const log = screen.getByRole('log');
    expect(within(log).getByText('Do you deliver on Saturdays?')).toBeVisible();
    expect(within(log).getByText('Happy to help!')).toBeVisible();
  });

  it('loads the stored conversation when opened', async () => {
    localStorage.setItem(CHAT_SESSION_STORAGE_KEY, SESSION_ID);
    const fetchSpy = stubChatApi({ histories: { [SESSION_ID]: earlierMessages } });
    const { user } = renderWithProviders(<ChatWidget />);
    expect(historyRequests(fetchSpy)).toEqual([]);

    await user.click(launcher());

    const log = await screen.findByRole('log');
    expect(await within(log).findByText('Do you deliver to Alpharetta?')).toBeVisible();
    expect(within(log).getByText('Yes, Alpharetta is in our extended area.')).toBeVisible();
    expect(historyRequests(fetchSpy)).toEqual([SESSION_ID]);
  });
});
