import Stripe from 'stripe';
import {
  type PaymentGatewayWebhooks,
  type ProcessorChange,
  type ProcessorEvent,
  WebhookSignatureInvalid,
} from './payment-gateway';
import { connectedAccount } from './stripe-objects';

/** Where Stripe posts its events (both the platform's and its connected accounts'), apart from /api/v1. */
export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';

/** How old a signed event may be when it arrives (Stripe's own default): an old, replayed request is refused. */
const TOLERANCE_SECONDS = 300;

const idOf = (ref: string | { id: string } | null | undefined): string | null =>
  ref == null ? null : typeof ref === 'string' ? ref : ref.id;

/** What a verified Stripe event tells the platform, in the port's words; anything else is 'other'. */
export function changeOf(event: Stripe.Event): ProcessorChange {
  switch (event.type) {
    case 'account.updated':
      return { kind: 'account_updated', account: connectedAccount(event.data.object) };
    case 'payment_method.detached':
      return { kind: 'payment_method_detached', paymentMethodId: event.data.object.id };
    case 'customer.updated': {
      // Only a change of the default matters to tier billing; an email or address change says nothing of it.
      const before = event.data.previous_attributes as { invoice_settings?: unknown } | undefined;
      if (!before || !('invoice_settings' in before)) return { kind: 'other' };
      const customer = event.data.object;
      return {
        kind: 'customer_default_changed',
        customerId: customer.id,
        defaultPaymentMethodId: idOf(customer.invoice_settings?.default_payment_method),
      };
    }
    case 'setup_intent.succeeded':
    case 'setup_intent.setup_failed': {
      const intent = event.data.object;
      const paymentMethodId = idOf(intent.payment_method) ?? idOf(intent.last_setup_error?.payment_method);
      if (!paymentMethodId) return { kind: 'other' };
      const customerId = idOf(intent.customer);
      return event.type === 'setup_intent.succeeded'
        ? { kind: 'payment_method_verified', customerId, paymentMethodId }
        : { kind: 'payment_method_verification_failed', customerId, paymentMethodId };
    }
    default:
      return { kind: 'other' };
  }
}

/**
 * Stripe's signed webhooks: the signature over the raw body is checked with each configured secret (the platform's
 * endpoint and the Connect endpoint have one each), within Stripe's five-minute tolerance, by the SDK.
 */
export function stripeWebhooks(stripe: Stripe, secrets: readonly string[]): PaymentGatewayWebhooks {
  return {
    path: STRIPE_WEBHOOK_PATH,
    verifyEvent(rawBody, signatureHeader, receivedAt): ProcessorEvent {
      if (!signatureHeader) throw new WebhookSignatureInvalid('No Stripe-Signature header');
      let event: Stripe.Event | null = null;
      for (const secret of secrets) {
        try {
          event = stripe.webhooks.constructEvent(
            rawBody,
            signatureHeader,
            secret,
            TOLERANCE_SECONDS,
            undefined,
            receivedAt.getTime(),
          );
          break;
        } catch (err) {
          if (!(err instanceof Stripe.errors.StripeSignatureVerificationError)) throw err;
        }
      }
      if (!event) throw new WebhookSignatureInvalid('The Stripe-Signature does not match this body');
      return {
        id: event.id,
        type: event.type,
        occurredAt: new Date(event.created * 1000),
        accountId: event.account ?? null,
        change: changeOf(event),
      };
    },
  };
}
