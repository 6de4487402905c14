import type { PaymentGateway } from './payment-gateway';

type CspSources = { scriptSrc: string[]; frameSrc: string[]; connectSrc: string[] };

/**
 * What the browser must be allowed to load for the processor's own card and bank fields. Stripe.js comes from
 * js.stripe.com (its versioned builds from its subdomains), draws Elements in frames from there and 3-D Secure
 * pages from hooks.stripe.com, and talks to api.stripe.com. The simulated processor needs nothing beyond 'self'.
 */
export function processorCspSources(processor: PaymentGateway['name']): CspSources {
  if (processor !== 'stripe') return { scriptSrc: [], frameSrc: [], connectSrc: [] };
  return {
    scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
    frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    connectSrc: ['https://api.stripe.com'],
  };
}
