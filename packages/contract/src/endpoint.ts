import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of /api/v1: its path (OpenAPI style, `{param}`), the shapes it takes and answers. */
export type Endpoint = {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  /** false: callable without a token. */
  auth: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  /** Largest request body in bytes, when a call takes more than the app's default (a logo upload). */
  bodyLimit?: number;
  /** Content type of a non-JSON answer (PDF, spreadsheet, CSV), or the types it may answer in. */
  produces?: string | readonly string[];
  /**
   * A valid request, for documentation and for the suites that call every route with it and with hostile
   * variations of it. Required for every endpoint that takes a body or query (the suites fail without it).
   */
  example?: { body?: unknown; query?: Record<string, unknown>; params?: Record<string, unknown> };
};

export const endpoint = <const E extends Endpoint>(e: E): E => e;
