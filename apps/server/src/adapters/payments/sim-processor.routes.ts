import {
  abaRoutingValid,
  BANK_MESSAGES,
  CARD_MESSAGES,
  cardBrand,
  cardNotExpired,
  cvcValid,
  digitsOf,
  last4Of,
  luhnValid,
} from '@mhq/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { simTokens } from '../../db/schema';
import { countTokenRequest } from './sim-token-limit';
import { bankBehaviour, bankNameOf, cardBehaviour, simId } from './simulated-rules';

/**
 * The simulated processor's own public endpoints, mounted apart from /api/v1 as a separate service would be:
 * the browser sends card and bank numbers here, never to the API, and gets back a single-use token. The API
 * stores only the token's brand, last four and expiry. Answers in the processor's style: 200 with the token,
 * or 400 { error: { type, code, param, message } }; 429 when one address asks too often (SIM_TOKEN_LIMIT).
 */
export const SIM_PROCESSOR_PREFIX = '/sim-processor/v1';

const TOKEN_MINUTES = 15;

const CardTokenRequest = z.object({
  card: z.object({
    number: z.string().max(40),
    // Bounded so an absurd value is refused as an invalid expiry, never reaching the database.
    exp_month: z.coerce.number().int().min(0).max(99),
    exp_year: z.coerce.number().int().min(0).max(9999),
    cvc: z.string().max(8),
  }),
});

/**
 * Bank details, under a link token the API asked for (a payout account, Plaid Link's role) or, without one, for a
 * payer's payment method (as Stripe.js tokenizes a bank account with the publishable key alone).
 */
const BankTokenRequest = z.object({
  link_token: z.string().max(100).optional(),
  account_holder_name: z.string().max(200),
  routing_number: z.string().max(20),
  account_number: z.string().max(40),
});

type ProcessorError = { code: string; param: string; message: string };

function refuse(reply: FastifyReply, type: 'card_error' | 'invalid_request_error', e: ProcessorError) {
  return reply.code(400).send({ error: { type, ...e } });
}

/** Bank details as a bank would check them, the first problem or null. */
function bankProblem(b: { holder: string; routing: string; accountNumber: string }): ProcessorError | null {
  if (b.holder.length === 0) {
    return { code: 'parameter_missing', param: 'account_holder_name', message: BANK_MESSAGES.holder };
  }
  if (!abaRoutingValid(b.routing)) {
    return { code: 'routing_number_invalid', param: 'routing_number', message: BANK_MESSAGES.routing };
  }
  if (!/^\d{4,17}$/.test(b.accountNumber)) {
    return { code: 'account_number_invalid', param: 'account_number', message: BANK_MESSAGES.account };
  }
  return null;
}

/** The card's problem, the first one a processor would name, or null. */
export function cardTokenProblem(card: z.infer<typeof CardTokenRequest>['card'], now: Date): ProcessorError | null {
  const number = digitsOf(card.number);
  if (!luhnValid(number)) return { code: 'incorrect_number', param: 'number', message: CARD_MESSAGES.number };
  if (!cardNotExpired(card.exp_month, card.exp_year, now)) {
    return { code: 'invalid_expiry', param: 'exp_month', message: CARD_MESSAGES.expired };
  }
  if (!cvcValid(card.cvc, cardBrand(number))) return { code: 'invalid_cvc', param: 'cvc', message: CARD_MESSAGES.cvc };
  return null;
}

export function simProcessorRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  // Only these two routes are limited (a global limit would count the web app's files too). Every request counts,
  // refused ones included: probing with bad numbers is what the limit is for.
  const limited = async (request: FastifyRequest, reply: FastifyReply) => {
    const verdict = await countTokenRequest(db, request.ip, clock.now());
    if (verdict.allowed) return;
    const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
    return reply
      .code(429)
      .header('retry-after', String(verdict.retryAfterSeconds))
      .send({
        error: {
          type: 'rate_limit_error',
          code: 'rate_limit',
          message: `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
        },
      });
  };

  app.post(`${SIM_PROCESSOR_PREFIX}/tokens`, { preHandler: limited }, async (request, reply) => {
    const parsed = CardTokenRequest.safeParse(request.body);
    if (!parsed.success) {
      return refuse(reply, 'invalid_request_error', {
        code: 'parameter_missing',
        param: 'card',
        message: 'Missing card details.',
      });
    }
    const { card } = parsed.data;
    const now = clock.now();
    const problem = cardTokenProblem(card, now);
    if (problem) return refuse(reply, 'card_error', problem);
    const number = digitsOf(card.number);
    const id = simId('tok_sim');
    await db.insert(simTokens).values({
      id,
      kind: 'card',
      brand: cardBrand(number),
      last4: last4Of(number),
      expMonth: card.exp_month,
      expYear: card.exp_year,
      behaviour: cardBehaviour(number),
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_MINUTES * 60_000),
    });
    return {
      id,
      object: 'token',
      card: { brand: cardBrand(number), last4: last4Of(number), exp_month: card.exp_month, exp_year: card.exp_year },
    };
  });

  // Bank details: under a link token, a public token the API exchanges for a payout account; without one, a
  // single-use bank token (btok_) a payer's payment method is made from.
  app.post(`${SIM_PROCESSOR_PREFIX}/bank_tokens`, { preHandler: limited }, async (request, reply) => {
    const parsed = BankTokenRequest.safeParse(request.body);
    if (!parsed.success) {
      return refuse(reply, 'invalid_request_error', {
        code: 'parameter_missing',
        param: 'bank_account',
        message: 'Missing bank account details.',
      });
    }
    const b = parsed.data;
    const now = clock.now();
    let link: typeof simTokens.$inferSelect | undefined;
    if (b.link_token !== undefined) {
      [link] = await db
        .select()
        .from(simTokens)
        .where(
          and(
            eq(simTokens.id, b.link_token),
            eq(simTokens.kind, 'bank_link'),
            isNull(simTokens.usedAt),
            gt(simTokens.expiresAt, now),
          ),
        );
      if (!link) {
        return refuse(reply, 'invalid_request_error', {
          code: 'link_token_invalid',
          param: 'link_token',
          message: 'This bank link has expired. Please start again.',
        });
      }
    }
    const holder = b.account_holder_name.trim();
    const routing = b.routing_number.trim();
    const accountNumber = b.account_number.trim();
    const problem = bankProblem({ holder, routing, accountNumber });
    if (problem) return refuse(reply, 'invalid_request_error', problem);
    const id = simId(link ? 'public-sim' : 'btok_sim');
    await db.insert(simTokens).values({
      id,
      kind: link ? 'bank_public' : 'bank_account',
      last4: last4Of(accountNumber),
      behaviour: bankBehaviour(accountNumber),
      detail: {
        ...(link?.detail ?? {}),
        accountHolderName: holder,
        bankName: bankNameOf(routing),
        routingNumber: routing,
      },
      linkToken: link?.id ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_MINUTES * 60_000),
    });
    const bankAccount = { bank_name: bankNameOf(routing), last4: last4Of(accountNumber) };
    return link ? { public_token: id, bank_account: bankAccount } : { id, object: 'token', bank_account: bankAccount };
  });
}
