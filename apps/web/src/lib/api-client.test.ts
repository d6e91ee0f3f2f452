import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  api,
  apiRequest,
  defaultQueryFn,
  getErrorMessage,
  getQueryFn,
} from './api-client';
import { answerApi, type ApiRequests } from '../testing/api';
import { json } from '../testing/responses';
import { authToken } from './storage';

/** Answers `key` ("METHOD /path") with `response`; returns the spy of what the app sent. */
function answer(key: string, response: Response) {
  return answerApi({ [key]: () => response });
}

function sentRequest(requests: ApiRequests) {
  const [url, init] = requests.mock.calls[0] ?? [];
  return { url, init, headers: new Headers(init?.headers) };
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

afterEach(() => {
  window.localStorage.clear();
});

describe('apiRequest', () => {
  it('sends credentials and no Authorization header without a stored token', async () => {
    const requests = answer('GET /api/me', json({ ok: true }));
    await expect(apiRequest('/api/me')).resolves.toEqual({ ok: true });
    const { url, init, headers } = sentRequest(requests);
    expect(url).toBe('/api/me');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(headers.has('Authorization')).toBe(false);
    expect(init?.body).toBeUndefined();
  });

  it('sends the stored auth-token as a Bearer header', async () => {
    authToken.set('tok_123');
    const requests = answer('GET /api/me', json({}));
    await apiRequest('/api/me');
    expect(sentRequest(requests).headers.get('Authorization')).toBe('Bearer tok_123');
  });

  it('sends a body as JSON with a JSON content type', async () => {
    const requests = answer('POST /api/check-username', json({ available: true }));
    await api.post('/api/check-username', { username: 'lucky_ante' });
    const { init, headers } = sentRequest(requests);
    expect(init?.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"username":"lucky_ante"}');
  });

  it('parses the response with a schema when given one', async () => {
    answer('POST /api/check-username', json({ available: true, extra: 1 }));
    const data = await api.post(
      '/api/check-username',
      { username: 'x' },
      {
        schema: z.object({ available: z.boolean() }),
      },
    );
    expect(data).toEqual({ available: true });
  });

  it('reads an empty OK body as null', async () => {
    answer('POST /api/logout', new Response(null, { status: 204 }));
    await expect(api.post('/api/logout')).resolves.toBeNull();
  });

  it('turns a non-OK answer into an ApiError "<status>: <body>" carrying the envelope', async () => {
    const body = {
      error: {
        code: 'VALIDATION',
        message: 'Enter a valid e-mail',
        fields: [{ path: 'email', message: 'Invalid email' }],
      },
    };
    answer(
      'POST /api/request-code',
      new Response(JSON.stringify(body), {
        status: 400,
        statusText: 'Bad Request',
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const error = await caught(api.post('/api/request-code', { email: 'nope' }));
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(apiError.status).toBe(400);
    expect(apiError.body).toEqual(body);
    expect(apiError.code).toBe('VALIDATION');
    expect(getErrorMessage(apiError, 'Failed to send verification code')).toBe(
      'Enter a valid e-mail',
    );
  });

  it('uses the status text when the error body is empty', async () => {
    answer('GET /api/me', new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const error = (await caught(apiRequest('/api/me'))) as ApiError;
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.body).toBeNull();
  });

  it('keeps a body that is not the error envelope as text only', async () => {
    answer(
      'GET /api/me',
      new Response('upstream exploded', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = (await caught(apiRequest('/api/me'))) as ApiError;
    expect(error.message).toBe('502: upstream exploded');
    expect(error.body).toBeNull();
    expect(getErrorMessage(error, 'Failed to load subscription details')).toBe(
      'Failed to load subscription details',
    );
  });
});

describe('getErrorMessage', () => {
  it('falls back for network errors and non-errors', () => {
    expect(getErrorMessage(new TypeError('Failed to fetch'), 'Failed to resend code')).toBe(
      'Failed to resend code',
    );
    expect(getErrorMessage('boom', 'Fallback')).toBe('Fallback');
  });
});

describe('query functions', () => {
  const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it('the default reader GETs the query key URL', async () => {
    const requests = answer('GET /api/me', json({ id: 'u1' }));
    const data = await queryClient().fetchQuery({ queryKey: ['/api/me'], queryFn: defaultQueryFn });
    expect(data).toEqual({ id: 'u1' });
    expect(sentRequest(requests).url).toBe('/api/me');
  });

  it('the default reader fails on 401', async () => {
    answer('GET /api/me', new Response('', { status: 401, statusText: 'Unauthorized' }));
    const fetching = queryClient().fetchQuery({ queryKey: ['/api/me'], queryFn: defaultQueryFn });
    await expect(fetching).rejects.toThrow('401: Unauthorized');
  });

  it('the returnNull reader reads 401 as null but still fails on other errors', async () => {
    const readMe = getQueryFn({ on401: 'returnNull' });
    answer('GET /api/me', new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(
      queryClient().fetchQuery({ queryKey: ['/api/me'], queryFn: readMe }),
    ).resolves.toBeNull();
    answer('GET /api/me', new Response('', { status: 500, statusText: 'Internal Server Error' }));
    const failing = queryClient().fetchQuery({ queryKey: ['/api/me'], queryFn: readMe });
    await expect(failing).rejects.toThrow('500: Internal Server Error');
  });

  it('rejects a query key that is not a URL', async () => {
    const fetching = queryClient().fetchQuery({ queryKey: ['me'], queryFn: defaultQueryFn });
    await expect(fetching).rejects.toThrow(/needs a URL/);
  });
});
