import type { EndpointName, Endpoints } from '@mhq/contract';
import { errorMessageFrom, FAILED_TO_AUTHENTICATE, REQUEST_ENDPOINT_ERROR } from '@mhq/domain';
import type { z } from 'zod';
import { ROUTES } from './endpoints';
import { getToken } from './session';

/** Base of every call (spec 01 section 7). */
export const API_BASE = '/api/v1';

/** A failed call. `message` is what the user reads (spec 01 section 8). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly response: Response | undefined;
  constructor(message: string, status: number, body: unknown, response?: Response) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.response = response;
  }
}

/** Any other non-OK status: 'Request endpoint Error' carrying the response and its user message. */
export class RequestEndpointError extends ApiError {
  readonly userMessage: string;
  constructor(status: number, body: unknown, response: Response) {
    super(REQUEST_ENDPOINT_ERROR, status, body, response);
    this.name = 'RequestEndpointError';
    this.userMessage = errorMessageFrom(status, body);
  }
}

/** What the user should read for any thrown value (empty for a cancelled call, which shows nothing). */
export function userMessageOf(error: unknown): string {
  if (isAbort(error)) return '';
  if (error instanceof RequestEndpointError) return error.userMessage;
  if (error instanceof ApiError) return error.message;
  return errorMessageFrom(500, null);
}

/** The per-field words of a refused form (400 with `errors`), keyed by field; none for any other failure. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const errors = error instanceof ApiError ? (error.body as { errors?: unknown } | null)?.errors : null;
  return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
}

export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/**
 * How the client talks to the page: the shell plugs in toasts and navigation once it loads; the lean
 * auth pages show messages inline and leave these as no-ops.
 */
type Hooks = {
  successToast: (message: string) => void;
  errorToast: (message: string) => void;
  onFailedToAuthenticate: () => void;
};
const hooks: Hooks = {
  successToast: () => {},
  errorToast: () => {},
  onFailedToAuthenticate: () => {
    window.location.assign('/accounts/login');
  },
};
export function setApiHooks(next: Partial<Hooks>): void {
  Object.assign(hooks, next);
}

export type ResponseType = 'json' | 'blob' | 'text';

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Blob for pdf and spreadsheets, text for csv, JSON otherwise. */
  responseType?: ResponseType;
  /** Show the success toast for a `_message` answer (default true). */
  successToast?: boolean;
  headers?: Record<string, string>;
};

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const messageOf = (body: unknown): string | null =>
  body && typeof body === 'object' && typeof (body as { _message?: unknown })._message === 'string'
    ? (body as { _message: string })._message
    : null;

const failedToAuthenticate = (body: unknown): boolean => {
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  return Boolean(data && typeof data === 'object' && (data as { error?: unknown }).error === FAILED_TO_AUTHENTICATE);
};

/** One call of /api/v1 with the spec's headers and error handling. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, responseType = 'json', successToast = true } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getToken();
  if (token) headers.Authorization = `JWT ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(buildUrl(path, query), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });

  if (!response.ok) {
    const errorBody = await readJson(response).catch(() => null);
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      throw new ApiError(errorMessageFrom(response.status, errorBody), response.status, errorBody, response);
    }
    throw new RequestEndpointError(response.status, errorBody, response);
  }

  if (responseType === 'blob') return (await response.blob()) as T;
  if (responseType === 'text') return (await response.text()) as T;

  const data = await readJson(response);
  if (failedToAuthenticate(data)) {
    hooks.errorToast(FAILED_TO_AUTHENTICATE);
    hooks.onFailedToAuthenticate();
    throw new ApiError(FAILED_TO_AUTHENTICATE, 401, data, response);
  }
  const message = messageOf(data);
  if (message && successToast) hooks.successToast(message);
  return data as T;
}

type In<S> = S extends z.ZodType ? z.input<S> : never;
export type ResponseOf<N extends EndpointName> = z.output<Endpoints[N]['response']>;
export type BodyOf<N extends EndpointName> = Endpoints[N] extends { body: infer B } ? In<B> : never;
export type QueryOf<N extends EndpointName> = Endpoints[N] extends { query: infer Q } ? In<Q> : never;

type CallInput<N extends EndpointName> = {
  body?: BodyOf<N>;
  query?: QueryOf<N>;
  params?: Record<string, string | number>;
} & Omit<RequestOptions, 'method' | 'body' | 'query'>;

/** A call by its contract name, typed from the contract's zod schemas. */
export function call<N extends EndpointName>(name: N, input: CallInput<N> = {}): Promise<ResponseOf<N>> {
  const [method, template] = ROUTES[name];
  const path = template.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(input.params?.[key])));
  const { body, query, params: _params, ...rest } = input;
  return apiRequest<ResponseOf<N>>(path, {
    ...rest,
    method,
    body,
    query: query as RequestOptions['query'],
  });
}
