import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isTwilioSigned, TWILIO_INBOUND_PATH, TWILIO_STATUS_PATH } from '../../adapters/sms/twilio';
import type { AppDeps } from '../../deps';
import { requestCtx } from '../../http/route';
import { receiveReply, receiveStatus } from './sms-webhooks.service';

/** The form Twilio posts, as one value per field. */
const formOf = (body: unknown): Record<string, string> =>
  body && typeof body === 'object' ? (body as Record<string, string>) : {};

/**
 * Twilio's webhooks, apart from /api/v1 like the processor's: no session, X-Twilio-Signature is the authentication
 * (the HMAC of the address Twilio posted to and the form, keyed by the auth token). Without Twilio configured there is
 * no token to check against, so every call is refused (403), as is a missing or wrong signature: nothing is written.
 */
export function smsWebhookRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const signed = (request: FastifyRequest, form: Record<string, string>): boolean => {
      const twilio = deps.config.twilio;
      if (!twilio) return false;
      const base = deps.config.publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
      const signature = request.headers['x-twilio-signature'];
      return isTwilioSigned(
        twilio.authToken,
        typeof signature === 'string' ? signature : undefined,
        `${base}${request.url}`,
        form,
      );
    };

    scope.post(TWILIO_STATUS_PATH, async (request, reply) => {
      const form = formOf(request.body);
      if (!signed(request, form)) {
        request.log.warn('twilio status callback refused: bad signature');
        return reply.code(403).send({ _message: 'Invalid Twilio signature.' });
      }
      await receiveStatus(requestCtx(deps, request), form);
      return reply.code(204).send();
    });

    scope.post(TWILIO_INBOUND_PATH, async (request, reply) => {
      const form = formOf(request.body);
      if (!signed(request, form)) {
        request.log.warn('twilio inbound message refused: bad signature');
        return reply.code(403).send({ _message: 'Invalid Twilio signature.' });
      }
      await receiveReply(requestCtx(deps, request), form);
      // An empty answer: Twilio itself confirms STOP and START to the sender (its standard opt-out handling).
      return reply.type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    });
  });
}
