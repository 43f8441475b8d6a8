import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@shop/ui/router';
import type { ComponentModule } from './load-remote-module.js';
import { createRemoteComponentCache, type RemoteModuleLoader } from './remote-component-cache.js';
import { RemoteMount } from './remote-mount.js';
import { RemoteUnavailableModule } from './remote-unavailable.js';

function ProductsPage() {
  return <h1>All Products</h1>;
}

const loaded: ComponentModule = { default: ProductsPage };

function renderMount(loader: jest.MockedFunction<RemoteModuleLoader>) {
  const cache = createRemoteComponentCache(loader);
  render(
    <MemoryRouter initialEntries={['/products']}>
      <RemoteMount remote="catalog" module="./ProductsPage" cache={cache} />
      <p>Navbar and the rest of the page</p>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  // The failures below are expected; React and the boundary report them on the console.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('RemoteMount', () => {
  it('shows the fallback when the remote fails to load, and Try again loads it afresh', async () => {
    const loader = jest
      .fn<Promise<ComponentModule>, Parameters<RemoteModuleLoader>>()
      .mockRejectedValueOnce(new Error('ScriptNetworkError: remoteEntry.js unreachable'))
      .mockResolvedValueOnce(loaded);

    renderMount(loader);

    expect(await screen.findByText('This part of the shop is temporarily unavailable.')).toBeVisible();
    expect(screen.getByText('Navbar and the rest of the page')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'All Products' })).toBeVisible();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(loader).toHaveBeenLastCalledWith('catalog', './ProductsPage');
  });

  it('retries from the stand-in module the federation fallback plugin returns', async () => {
    const loader = jest
      .fn<Promise<ComponentModule>, Parameters<RemoteModuleLoader>>()
      .mockResolvedValueOnce({ default: RemoteUnavailableModule })
      .mockResolvedValueOnce(loaded);

    renderMount(loader);

    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'All Products' })).toBeVisible();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('loads a working remote once, however often it renders', async () => {
    const loader = jest.fn<Promise<ComponentModule>, Parameters<RemoteModuleLoader>>().mockResolvedValue(loaded);

    renderMount(loader);

    expect(await screen.findByRole('heading', { name: 'All Products' })).toBeVisible();
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
