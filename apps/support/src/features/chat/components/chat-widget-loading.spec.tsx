import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubChatApi } from '../../../testing/chat-fixtures.js';
import { renderWithProviders } from '../../../testing/support-fixtures.js';
import { ChatWidget } from './chat-widget.js';

const mockWindowModuleEvaluated = jest.fn();

jest.mock('./chat-window.js', () => {
  mockWindowModuleEvaluated();
  return jest.requireActual<typeof import('./chat-window.js')>('./chat-window.js');
});

afterEach(() => jest.restoreAllMocks());

// One test in its own file: a module is evaluated once per file, and the point is when that happens.
it('loads the window’s code only when the button is about to be used, once', async () => {
  stubChatApi();
  const { user } = renderWithProviders(<ChatWidget />);
  expect(mockWindowModuleEvaluated).not.toHaveBeenCalled();

  fireEvent.pointerEnter(screen.getByRole('button', { name: 'Open support chat' }));
  await waitFor(() => expect(mockWindowModuleEvaluated).toHaveBeenCalledTimes(1));

  await user.click(screen.getByRole('button', { name: 'Open support chat' }));
  expect(await screen.findByRole('dialog', { name: 'Support chat' })).toBeVisible();
  expect(mockWindowModuleEvaluated).toHaveBeenCalledTimes(1);
});
