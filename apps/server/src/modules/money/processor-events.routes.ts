import type { FastifyInstance } from 'fastify';
import { type PaymentGateway, WebhookSignatureInvalid } from '../../adapters/payments/payment-gateway';
import type { AppDeps } from '../../deps';
import { requestCtx } from '../../http/route';
import { receiveProcessorEvent } from './processor-events.service';

/**
 * The processor's signed webhook (Stripe: POST /webhooks/stripe), apart from /api/v1: no session, the signature
 * over the raw body is the authentication. 400 with nothing written for a missing or wrong signature; 200 for every
 * verified event, including ones we only record, and for a redelivery (which changes nothing).
 */
export function processorEventRoutes(app: FastifyInstance, deps: AppDeps, gateway: PaymentGateway): void {
  const webhooks = gateway.webhooks;
  if (!webhooks) return;
  void app.register(async (scope) => {
    // The signature covers the exact bytes sent: in this scope only, bodies are kept raw, whatever their type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post(webhooks.path, async (request, reply) => {
      const raw = request.body;
      const signature = request.headers['stripe-signature'];
      let event: ReturnType<typeof webhooks.verifyEvent>;
      try {
        if (!Buffer.isBuffer(raw)) throw new WebhookSignatureInvalid('No body');
        event = webhooks.verifyEvent(raw, typeof signature === 'string' ? signature : undefined, deps.clock.now());
      } catch (err) {
        if (!(err instanceof WebhookSignatureInvalid)) throw err;
        request.log.warn({ reason: err.message }, 'webhook refused: bad signature');
        return reply.code(400).send({ _message: 'Invalid webhook signature.' });
      }
      const receipt = await receiveProcessorEvent(requestCtx(deps, request), gateway, event, request.log);
      return { received: true, duplicate: receipt.duplicate };
    });
  });
}
