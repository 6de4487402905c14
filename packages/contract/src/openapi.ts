import { z } from 'zod';
import { ErrorBody } from './common';
import type { Endpoint } from './endpoint';
import { endpoints } from './endpoints';

type JsonObject = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonObject =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonObject;

function parameters(e: Endpoint): JsonObject[] {
  const list: JsonObject[] = [];
  for (const [where, obj] of [
    ['path', e.params],
    ['query', e.query],
  ] as const) {
    if (!obj) continue;
    for (const [name, field] of Object.entries(obj.shape)) {
      list.push({
        name,
        in: where,
        required: where === 'path' || !(field as z.ZodType).safeParse(undefined).success,
        schema: toSchema(field as z.ZodType, 'input'),
      });
    }
  }
  return list;
}

/** The OpenAPI 3.0 document of /api/v1, generated from the contract (never written by hand). */
export function buildOpenApi(info: { title: string; version: string }): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  const errorResponse = {
    description: 'Error',
    content: { 'application/json': { schema: toSchema(ErrorBody, 'output') } },
  };
  for (const [name, e] of Object.entries(endpoints) as [string, Endpoint][]) {
    const op: JsonObject = {
      operationId: name,
      summary: e.summary,
      tags: [e.tag],
      parameters: parameters(e),
      responses: {
        200: {
          description: 'OK',
          content: Object.fromEntries(
            [e.produces ?? 'application/json'].flat().map((type) => [type, { schema: toSchema(e.response, 'output') }]),
          ),
        },
        400: errorResponse,
        ...(e.auth ? { 401: errorResponse, 404: errorResponse } : {}),
      },
      ...(e.auth ? { security: [{ jwt: [] }] } : {}),
    };
    if (e.body) {
      const media = { schema: toSchema(e.body, 'input'), ...(e.example?.body ? { example: e.example.body } : {}) };
      op.requestBody = { required: true, content: { 'application/json': media } };
    }
    paths[e.path] = { ...paths[e.path], [e.method.toLowerCase()]: op };
  }
  return {
    openapi: '3.0.3',
    info,
    servers: [{ url: '/api/v1' }],
    paths,
    components: {
      securitySchemes: {
        jwt: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'JWT <token>' },
      },
    },
  };
}
