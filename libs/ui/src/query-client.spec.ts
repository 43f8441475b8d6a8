import { fetchQueryKey } from './api-fetch.js';
import { createQueryClient } from './query-client.js';

describe('createQueryClient', () => {
  it('applies the shop defaults: no retry, no refetch, never stale', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();

    expect(queries).toMatchObject({
      queryFn: fetchQueryKey,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('loads a query through the default loader from its key', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json([{ id: 1 }]));

    const data = await createQueryClient().fetchQuery({ queryKey: ['/api/products'] });

    expect(data).toEqual([{ id: 1 }]);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/products');
    fetchSpy.mockRestore();
  });
});
