import { statusText } from '@mhq/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from './app-error';

export function zodFieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Told of every 5xx answer before it is sent (the error logs); it never throws. */
export type ServerErrorHook = (
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
) => Promise<void>;

/** One place maps every failure to the spec's error body; 5xx details stay in the log (and the error logs). */
export function registerErrorHandler(app: FastifyInstance, onServerError?: ServerErrorHook): void {
  app.setErrorHandler(async (error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof ZodError) {
      const errors = zodFieldErrors(error);
      const first = Object.entries(errors)[0];
      const message = first ? (first[0] === '_' ? first[1] : `${first[0]}: ${first[1]}`) : 'Invalid data';
      return reply.status(400).send({ _message: message, errors });
    }
    if (error instanceof AppError) {
      if (error.status >= 500) {
        request.log.error({ err: error }, 'application error');
        await onServerError?.(error, request, reply, error.status);
      }
      return reply.status(error.status).send(error.body());
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      await onServerError?.(error, request, reply, status);
      return reply.status(status).send({ _message: statusText(status) });
    }
    // Fastify's own 4xx (malformed JSON, body too large, wrong content type): say so plainly.
    const message = status === 400 ? 'The request could not be read. Please check what was sent.' : statusText(status);
    return reply.status(status).send({ _message: message });
  });
}
