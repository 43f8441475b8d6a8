import { ApiRequestError, apiRequest } from './api-fetch.js';
import { GENERIC_ERROR_MESSAGE, readApiError } from './read-api-error.js';

/** A real ApiRequestError, made by apiRequest from a real response. */
async function failedRequest(response: Response): Promise<unknown> {
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(response);
  return apiRequest('POST', '/api/auth/login', {}).catch((caught: unknown) => caught);
}

afterEach(() => jest.restoreAllMocks());

describe('readApiError', () => {
  it("reads the server's message of a 4xx", async () => {
    const error = await failedRequest(
      Response.json({ statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' }, { status: 401 }),
    );

    expect(readApiError(error)).toEqual({ message: 'Invalid email or password', fieldErrors: [] });
  });

  it('reads the field errors of a 400', async () => {
    const error = await failedRequest(
      Response.json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Validation failed',
          fieldErrors: [{ field: 'password', message: 'This password is too common. Choose a less predictable one.' }],
        },
        { status: 400 },
      ),
    );

    expect(readApiError(error)).toEqual({
      message: 'Validation failed',
      fieldErrors: [{ field: 'password', message: 'This password is too common. Choose a less predictable one.' }],
    });
  });

  it('accepts a body with only a message', async () => {
    const error = await failedRequest(
      Response.json({ message: 'Too many failed sign-in attempts. Try again in 15 minutes.' }, { status: 429 }),
    );

    expect(readApiError(error).message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
  });

  it('falls back to a generic message for a 5xx, a body that is not JSON, or another kind of error', async () => {
    const serverError = await failedRequest(Response.json({ message: 'Internal server error' }, { status: 500 }));
    const proxyError = await failedRequest(new Response('Bad Gateway', { status: 502 }));
    const textError = new ApiRequestError(429, '429: Too Many Requests');

    expect(readApiError(serverError)).toEqual({ message: GENERIC_ERROR_MESSAGE, fieldErrors: [] });
    expect(readApiError(proxyError).message).toBe(GENERIC_ERROR_MESSAGE);
    expect(readApiError(textError).message).toBe(GENERIC_ERROR_MESSAGE);
    expect(readApiError(new TypeError('Failed to fetch'), 'Could not sign you in.').message).toBe(
      'Could not sign you in.',
    );
  });
});
