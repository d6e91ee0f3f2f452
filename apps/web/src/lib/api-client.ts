import type { ErrorBody } from '@jokerwise/contracts';
import type { QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod';
import { authToken } from './storage';

/*
 * The one HTTP client of the app (docs/product/http.md, STYLE "one way"): the only place that calls
 * fetch. It returns values or throws ApiError; it never shows toasts or navigates.
 */

/** A non-OK HTTP answer. The message follows docs/product/http.md: "<status>: <body or status text>". */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The parsed `{ error: { code, message, fields? } }` envelope, when the body is one. */
  readonly body: ErrorBody | null;
  /** The raw body, for answers that carry more than the envelope (a 409 with the newer run). */
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string, body: ErrorBody | null) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.body = body;
    this.bodyText = bodyText;
  }

  get code(): string | undefined {
    return this.body?.error.code;
  }

  /** The server's own message, when it sent one. */
  get serverMessage(): string | undefined {
    return this.body?.error.message;
  }
}

async function toApiError(response: Response, text: string): Promise<ApiError> {
  // Loaded on the first failure only: the zod schemas stay out of the landing chunk.
  const body = await import('./parse-error-body').then(
    ({ parseErrorBody }) => parseErrorBody(text),
    () => null,
  );
  return new ApiError(response.status, response.statusText, text, body);
}

/** The best user-facing text for an error: the server message, else the caller's fallback. */
export function getErrorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<TSchema extends z.ZodType | undefined = undefined> {
  method?: Method;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** When given, the response JSON is parsed with it (parse at the edge). */
  schema?: TSchema;
  /** Outlives the page (a last batch on page hide); browsers cap such bodies at 64 KB. */
  keepalive?: boolean;
}

type Result<TSchema> = TSchema extends z.ZodType ? z.infer<TSchema> : unknown;

export async function apiRequest<TSchema extends z.ZodType | undefined = undefined>(
  url: string,
  options: RequestOptions<TSchema> = {},
): Promise<Result<TSchema>> {
  const { method = 'GET', body, signal, schema, keepalive } = options;
  const headers = new Headers({ Accept: 'application/json' });
  const token = authToken.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');

  const response = await fetch(url, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    keepalive,
  });
  const text = await response.text();
  if (!response.ok) throw await toApiError(response, text);

  const data: unknown = text ? JSON.parse(text) : null;
  return (schema ? schema.parse(data) : data) as Result<TSchema>;
}

/** GET a binary resource (an admin-only image) with the session token. */
export async function apiBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const headers = new Headers();
  const token = authToken.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(url, { headers, credentials: 'include', signal });
  if (!response.ok) throw await toApiError(response, await response.text());
  return response.blob();
}

/**
 * POST JSON and hand back the OK response unread, for a body read as it arrives (the coach's
 * server-sent events, ADR 010). A non-OK answer throws ApiError like every other call.
 */
export async function apiStream(
  url: string,
  body: unknown,
  { accept, signal }: { accept: string; signal?: AbortSignal },
): Promise<Response> {
  const headers = new Headers({ Accept: accept, 'Content-Type': 'application/json' });
  const token = authToken.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(url, {
    method: 'POST',
    headers,
    credentials: 'include',
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw await toApiError(response, await response.text());
  return response;
}

export const api = {
  get: <TSchema extends z.ZodType | undefined = undefined>(
    url: string,
    options?: Omit<RequestOptions<TSchema>, 'method' | 'body'>,
  ) => apiRequest(url, { ...options, method: 'GET' }),
  post: <TSchema extends z.ZodType | undefined = undefined>(
    url: string,
    body?: unknown,
    options?: Omit<RequestOptions<TSchema>, 'method' | 'body'>,
  ) => apiRequest(url, { ...options, method: 'POST', body }),
};

function urlFromQueryKey(queryKey: readonly unknown[]): string {
  const [url] = queryKey;
  if (typeof url !== 'string' || !url.startsWith('/')) {
    throw new Error(
      `The default query function needs a URL as the first query key (got ${String(url)})`,
    );
  }
  return url;
}

/**
 * The default data reader: GET the query key URL and parse JSON (docs/product/http.md). With
 * `on401: 'returnNull'` an unauthorized answer reads as null instead of failing.
 */
export function getQueryFn({ on401 }: { on401: 'throw' | 'returnNull' }): QueryFunction<unknown> {
  return async ({ queryKey, signal }) => {
    try {
      return await apiRequest(urlFromQueryKey(queryKey), { signal });
    } catch (error) {
      if (on401 === 'returnNull' && isApiError(error, 401)) return null;
      throw error;
    }
  };
}

/** The application default fails on 401 (docs/product/http.md). */
export const defaultQueryFn = getQueryFn({ on401: 'throw' });
