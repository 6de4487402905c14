import { statusText } from '@mhq/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
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

/** One place maps every failure to the spec's error body; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof ZodError) {
      const errors = zodFieldErrors(error);
      const first = Object.entries(errors)[0];
      const message = first ? (first[0] === '_' ? first[1] : `${first[0]}: ${first[1]}`) : 'Invalid data';
      return reply.status(400).send({ _message: message, errors });
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'application error');
      return reply.status(error.status).send(error.body());
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(status).send({ _message: statusText(status) });
    }
    // Fastify's own 4xx (malformed JSON, body too large, wrong content type): say so plainly.
    const message = status === 400 ? 'The request could not be read. Please check what was sent.' : statusText(status);
    return reply.status(status).send({ _message: message });
  });
}
