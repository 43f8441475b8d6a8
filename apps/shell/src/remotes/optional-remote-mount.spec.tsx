import { act, render, screen, waitFor } from '@testing-library/react';
import type { ComponentModule } from './load-remote-module.js';
import { optionalModuleLoader } from './optional-remote-components.js';
import { OptionalRemoteMount } from './optional-remote-mount.js';
import { createRemoteComponentCache, type RemoteModuleLoader } from './remote-component-cache.js';
import { RemoteUnavailableModule } from './remote-unavailable.js';

function ChatWidget() {
  return <button type="button">Open support chat</button>;
}

function BrokenWidget(): never {
  throw new Error('render failed');
}

function renderMount(loader: jest.MockedFunction<RemoteModuleLoader>) {
  const cache = createRemoteComponentCache(optionalModuleLoader(loader));
  const view = render(
    <>
      <p>The page</p>
      <OptionalRemoteMount remote="support" module="./ChatWidget" cache={cache} />
    </>,
  );
  return { ...view, cache };
}

const moduleLoader = () => jest.fn<Promise<ComponentModule>, Parameters<RemoteModuleLoader>>();

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // React reports the error a boundary caught; the test below expects one.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('OptionalRemoteMount', () => {
  it('shows nothing while the module loads, then the module, loaded once however often it renders', async () => {
    let resolve: (module: ComponentModule) => void = () => undefined;
    const loader = moduleLoader().mockReturnValue(new Promise((done) => (resolve = done)));
    const { rerender, cache } = renderMount(loader);

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('The page')).toBeVisible();

    resolve({ default: ChatWidget });
    expect(await screen.findByRole('button', { name: 'Open support chat' })).toBeVisible();
    rerender(<OptionalRemoteMount remote="support" module="./ChatWidget" cache={cache} />);
    expect(screen.getByRole('button', { name: 'Open support chat' })).toBeVisible();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith('support', './ChatWidget');
  });

  it.each([
    ['the remote cannot be registered', () => Promise.reject(new Error('/remotes.json answered 503'))],
    ['the federation fallback hands back its stand-in', () => Promise.resolve({ default: RemoteUnavailableModule })],
    ['the module throws while rendering', () => Promise.resolve({ default: BrokenWidget })],
  ])('leaves the page alone when %s: no fallback panel, no Try again', async (_case, load) => {
    const loader = moduleLoader().mockImplementation(load);
    renderMount(loader);

    // Let the load settle and React render its outcome.
    await act(async () => {
      await loader.mock.results[0]?.value.catch(() => undefined);
    });

    expect(loader).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('The page')).toBeVisible();
  });

  it('says on the console why the module was left out', async () => {
    renderMount(moduleLoader().mockRejectedValue(new Error('/remotes.json answered 503')));
    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(
        'Remote module "support/./ChatWidget" is unavailable; the page goes on without it.',
        expect.any(Error),
      ),
    );
  });
});
