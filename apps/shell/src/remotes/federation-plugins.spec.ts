import { createFallbackPlugin } from './fallback-plugin.js';
import { toRemoteEntries } from './remote-registry.js';
import { createRetryPlugin } from './retry-plugin.js';

function Fallback() {
  return null;
}

afterEach(() => jest.restoreAllMocks());

describe('retry plugin', () => {
  it('fetches a remote manifest again after a transient failure', async () => {
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('', { status: 503, statusText: 'Service Unavailable' }))
      .mockResolvedValueOnce(Response.json({ id: 'catalog' }));
    const plugin = createRetryPlugin({ retries: 2, wait: async () => undefined });

    const response = await plugin.fetch?.('/remotes/catalog/mf-manifest.json', {});

    expect(fetchSpy).toHaveBeenCalledTimes(3);
    expect(response instanceof Response && (await response.json())).toEqual({ id: 'catalog' });
  });

  it('gives up after the last attempt with the last answer', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 503 }));
    const plugin = createRetryPlugin({ retries: 1, wait: async () => undefined });

    const response = await plugin.fetch?.('/remotes/cart/mf-manifest.json', {});

    expect(response instanceof Response && response.status).toBe(503);
  });
});

describe('fallback plugin', () => {
  const plugin = createFallbackPlugin(Fallback);
  const base = { id: 'catalog/ProductsPage', error: new Error('down'), from: 'runtime' as const };

  it('answers a failed module load with a stand-in module', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The hook's arguments also carry the runtime instance, which this plugin never reads.
    const result = await plugin.errorLoadRemote?.({ ...base, lifecycle: 'onLoad' } as never);
    expect(result).toEqual({ __esModule: true, default: Fallback });
  });

  it('leaves manifest failures to the runtime, which reports them as a failed load', async () => {
    const result = await plugin.errorLoadRemote?.({ ...base, lifecycle: 'afterResolve' } as never);
    expect(result).toBeUndefined();
  });
});

describe('toRemoteEntries', () => {
  it('makes relative manifest URLs absolute against the page', () => {
    const entries = toRemoteEntries(
      {
        catalog: '/remotes/catalog/mf-manifest.json',
        cart: 'https://cdn.example.com/cart/mf-manifest.json',
        subscriptions: 'remotes/subscriptions/mf-manifest.json',
        support: '/remotes/support/mf-manifest.json',
        backoffice: '/remotes/backoffice/mf-manifest.json',
      },
      'https://shop.example.com/product/3',
    );
    expect(entries).toEqual([
      { name: 'catalog', entry: 'https://shop.example.com/remotes/catalog/mf-manifest.json' },
      { name: 'cart', entry: 'https://cdn.example.com/cart/mf-manifest.json' },
      { name: 'subscriptions', entry: 'https://shop.example.com/product/remotes/subscriptions/mf-manifest.json' },
      { name: 'support', entry: 'https://shop.example.com/remotes/support/mf-manifest.json' },
      { name: 'backoffice', entry: 'https://shop.example.com/remotes/backoffice/mf-manifest.json' },
    ]);
  });
});
