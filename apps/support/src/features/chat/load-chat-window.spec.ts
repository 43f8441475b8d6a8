import { loadChatWindow } from './load-chat-window.js';

const mockChunkAvailable = jest.fn<boolean, []>();

jest.mock('./components/chat-window.js', () => {
  if (!mockChunkAvailable()) throw new Error('Loading chunk chat-window failed.');
  return { ChatWindow: function ChatWindow() {} };
});

describe('loadChatWindow', () => {
  it('forgets a failed download, so the next use tries again, then keeps the loaded window', async () => {
    mockChunkAvailable.mockReturnValueOnce(false).mockReturnValue(true);

    await expect(loadChatWindow()).rejects.toThrow('Loading chunk chat-window failed.');
    const loaded = await loadChatWindow();

    expect(loaded.name).toBe('ChatWindow');
    expect(await loadChatWindow()).toBe(loaded);
    expect(mockChunkAvailable).toHaveBeenCalledTimes(2);
  });
});
