import { ApiRequestError, apiRequest, getQueryFn, readErrorBody } from './api-fetch.js';

function stubFetch(response: Response) {
  return jest.spyOn(globalThis, 'fetch').mockResolvedValue(response);
}

afterEach(() => jest.restoreAllMocks());

describe('apiRequest', () => {
  it('sends credentials and no body or content type when there is no body', async () => {
    const fetchSpy = stubFetch(new Response('[]', { status: 200 }));

    await apiRequest('GET', '/api/cart');

    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/cart');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toBeUndefined();
  });

  it('sends a JSON body with a JSON content type when there is a body', async () => {
    const fetchSpy = stubFetch(new Response('{}', { status: 201 }));

    await apiRequest('POST', '/api/cart', { productId: 3, quantity: 1 });

    const init = fetchSpy.mock.calls[0]?.[1];
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ productId: 3, quantity: 1 }),
    });
  });

  it('sends extra headers, such as an Idempotency-Key, alongside the JSON content type', async () => {
    const fetchSpy = stubFetch(new Response('{}', { status: 201 }));

    await apiRequest(
      'POST',
      '/api/orders',
      { paymentMethod: 'pay_on_delivery' },
      { headers: { 'Idempotency-Key': 'k-1' } },
    );

    expect(fetchSpy.mock.calls[0]?.[1]?.headers).toEqual({
      'Content-Type': 'application/json',
      'Idempotency-Key': 'k-1',
    });
  });

  it('turns a failure into "<status>: <body text>" and keeps the status', async () => {
    stubFetch(new Response('{"message":"Product not found"}', { status: 404, statusText: 'Not Found' }));

    const error = await apiRequest('GET', '/api/products/999').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, message: '404: {"message":"Product not found"}' });
  });

  it('uses the status text when the failure has an empty body', async () => {
    stubFetch(new Response('', { status: 500, statusText: 'Internal Server Error' }));

    await expect(apiRequest('DELETE', '/api/cart/1')).rejects.toThrow('500: Internal Server Error');
  });
});

describe('getQueryFn', () => {
  it('fetches the query key joined by slashes, with credentials', async () => {
    const fetchSpy = stubFetch(Response.json({ id: 7 }));

    const data = await getQueryFn({ on401: 'throw' })({ queryKey: ['/api/products', 7] });

    expect(data).toEqual({ id: 7 });
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/products/7');
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('yields null for a 401 when told to', async () => {
    stubFetch(new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }));

    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/auth/user'] })).resolves.toBeNull();
  });

  it('throws for a 401 by default', async () => {
    stubFetch(new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }));

    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/cart'] })).rejects.toMatchObject({
      status: 401,
      message: '401: Unauthorized',
    });
  });
});

describe('ApiRequestError', () => {
  it('keeps the API error body as typed fields beside the "status: body" message', async () => {
    const body = {
      statusCode: 409,
      error: 'Conflict',
      code: 'OUT_OF_STOCK',
      message: 'Only 2 of Cumin Seeds left in stock',
      requestId: 'req-1234abcd',
    };
    stubFetch(Response.json(body, { status: 409 }));

    const error = await apiRequest('POST', '/api/cart', { productId: 3 }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiRequestError);
    const failure = error as ApiRequestError;
    expect(failure.message).toBe(`409: ${JSON.stringify(body)}`);
    expect(failure).toMatchObject({
      status: 409,
      code: 'OUT_OF_STOCK',
      serverMessage: 'Only 2 of Cumin Seeds left in stock',
      requestId: 'req-1234abcd',
      fieldErrors: [],
      isApiError: true,
    });
  });

  it('has no code for a body that is not the API error shape, or a code this build does not know', async () => {
    stubFetch(new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const proxy = (await apiRequest('GET', '/api/cart').catch((caught: unknown) => caught)) as ApiRequestError;
    expect(proxy).toMatchObject({ status: 502, code: undefined, isApiError: false });

    stubFetch(Response.json({ message: 'New', code: 'SOMETHING_FROM_THE_FUTURE' }, { status: 409 }));
    const future = (await apiRequest('GET', '/api/cart').catch((caught: unknown) => caught)) as ApiRequestError;
    expect(future).toMatchObject({ code: undefined, serverMessage: 'New', isApiError: false });
  });
});

describe('readErrorBody', () => {
  it('reads only a JSON object as the API error shape', async () => {
    await expect(readErrorBody('')).resolves.toBeUndefined();
    await expect(readErrorBody('<html>Bad Gateway</html>')).resolves.toBeUndefined();
    await expect(readErrorBody('[{"message":"no"}]')).resolves.toBeUndefined();
    await expect(readErrorBody('null')).resolves.toBeUndefined();
    await expect(readErrorBody('{"message":"Sign in to continue","code":"SIGN_IN_REQUIRED"}')).resolves.toEqual({
      message: 'Sign in to continue',
      code: 'SIGN_IN_REQUIRED',
    });
  });

  it('counts a body as unreadable when the schema cannot be downloaded', async () => {
    jest.doMock('./api-error-body.js', () => {
      throw new Error('Loading chunk failed');
    });
    try {
      await expect(readErrorBody('{"message":"Only 2 left","code":"OUT_OF_STOCK"}')).resolves.toBeUndefined();
    } finally {
      jest.dontMock('./api-error-body.js');
    }
  });
});

describe('a 401 read as "nobody signed in"', () => {
  it('releases the unread body, so the browser does not keep the request open', async () => {
    const cancelled = jest.fn();
    const body = new ReadableStream({ cancel: cancelled });
    stubFetch(new Response(body, { status: 401 }));

    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/auth/user'] })).resolves.toBeNull();

    expect(cancelled).toHaveBeenCalled();
  });
});
