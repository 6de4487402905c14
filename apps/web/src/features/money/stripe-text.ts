/** When Stripe.js (someone else's script, from its own servers) cannot load or answer. */
export const STRIPE_UNAVAILABLE = 'The secure payment form could not load. Check your connection and try again.';
