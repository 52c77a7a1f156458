import type { TApiError } from '@gigbazaar/shared/schemas/common';

/** An API failure carrying the server's user-facing sentence. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Whether the message is the server's own sentence from the answer's body (not this client's stand-in). */
    readonly fromBody = true,
  ) {
    super(message);
  }
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string | undefined>;
  body: unknown;
}

/** How a request reaches the API: `fetch` in the browser, `app.inject()` while server rendering. */
export type Transport = (req: { method: string; path: string; body?: unknown }) => Promise<ApiResponse>;

export const browserTransport: Transport = async ({ method, path, body }) => {
  // A FormData body (a file upload) goes as multipart/form-data, its boundary set by the browser.
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  const res = await fetch(`/api${path}`, {
    method,
    credentials: 'include',
    headers: {
      'X-Requested-With': 'fetch',
      ...(body !== undefined && !form ? { 'Content-Type': 'application/json' } : {}),
    },
    body: form ? body : body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  return {
    status: res.status,
    headers: { 'x-next-cursor': res.headers.get('x-next-cursor') ?? undefined },
    body: parsed,
  };
};

export interface Api {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  del<T = void>(path: string): Promise<T>;
  /** The raw answer, for callers that need a header such as X-Next-Cursor. */
  request(method: string, path: string, body?: unknown): Promise<ApiResponse>;
}

export function createApi(transport: Transport): Api {
  const request = async (method: string, path: string, body?: unknown) => {
    let res: ApiResponse;
    try {
      res = await transport({ method, path, body });
    } catch {
      throw new ApiError(
        0,
        'network',
        'Could not reach GigBazaar. Check your connection and try again.',
        undefined,
        false,
      );
    }
    if (res.status >= 400) {
      const err = (res.body ?? {}) as Partial<TApiError>;
      const usable = typeof err.message === 'string' && err.message.trim() !== '';
      throw new ApiError(
        res.status,
        err.code ?? 'internal',
        usable ? err.message! : 'Something went wrong. Please try again.',
        err.fields,
        usable,
      );
    }
    return res;
  };
  const call = async <T>(method: string, path: string, body?: unknown) => (await request(method, path, body)).body as T;
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body ?? {}),
    put: (path, body) => call('PUT', path, body ?? {}),
    del: (path) => call('DELETE', path),
    request,
  };
}

/**
 * The server's sentence, or the screen's own fallback when the answer had no usable body (a proxy's HTML
 * error page, an empty 502, no connection): the rule "the server message, or '…'" everywhere.
 */
export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.fromBody && error.message ? error.message : fallback;
