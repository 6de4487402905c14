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
  /** Content type of a non-JSON answer (PDF, spreadsheet, CSV). */
  produces?: string;
};

export const endpoint = <const E extends Endpoint>(e: E): E => e;
