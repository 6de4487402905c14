import { z } from 'zod';
import { BodyId, Id } from './common';
import { endpoint } from './endpoint';

// A former member rejoins their practice (/reenroll/my-dentist/{dentistInfoId}, /reenroll/my-optometrist/...):
// signed in, their household as the office knew it, each member's plan started again (not a new household).

export const ReenrolParams = z.object({ dentistInfoId: Id });

const Person = z.object({
  memberId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  relationship: z.string(),
  /** The plan the member had last (its name), to start again or change. */
  lastPlanId: z.number().int().nullable(),
  /** The plans the office offers this member now, for the term asked (age, insured, online). */
  options: z.array(z.object({ planId: z.number().int(), name: z.string(), priceCents: z.number().int() })),
});

/**
 * 'former': the household's plans at this office all ended; 'current': a plan still runs (their dashboard is the
 * place); 'none': no household there (normal enrolment). The household is filled only for 'former'.
 */
export const ReenrolHouseholdResponse = z
  .object({
    standing: z.enum(['former', 'current', 'none']),
    office: z.object({ id: z.number().int(), officeName: z.string(), slug: z.string() }),
    term: z.enum(['monthly', 'annual']),
    household: z
      .object({
        ownerMemberId: z.number().int(),
        email: z.string().nullable(),
        phone: z.string().nullable(),
        address: z
          .object({ line1: z.string(), line2: z.string(), city: z.string(), state: z.string(), zip: z.string() })
          .nullable(),
        people: z.array(Person),
        /** The card or bank account on file, which pays for rejoining; null when none is. */
        paymentMethod: z.object({ brand: z.string(), last4: z.string() }).nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'ReenrolHouseholdResponse' });
export type ReenrolHouseholdResponse = z.infer<typeof ReenrolHouseholdResponse>;

export const ReenrolRequest = z
  .object({
    term: z.enum(['monthly', 'annual']),
    members: z
      .array(z.object({ memberId: BodyId, planId: BodyId }))
      .min(1, 'Choose a plan for at least one person')
      .max(20),
  })
  .meta({ id: 'ReenrolRequest' });
export type ReenrolRequest = z.infer<typeof ReenrolRequest>;

export const ReenrolResponse = z
  .object({
    _message: z.string(),
    rejoined: z.array(z.object({ memberId: z.number().int(), planName: z.string(), chargedCents: z.number().int() })),
    chargedCents: z.number().int(),
  })
  .meta({ id: 'ReenrolResponse' });
export type ReenrolResponse = z.infer<typeof ReenrolResponse>;

export const reenrolEndpoints = {
  reenrolHousehold: endpoint({
    method: 'GET',
    path: '/reenroll/{dentistInfoId}/household',
    summary: "The signed-in patient's former household at this office, to rejoin with it prefilled (audited)",
    tag: 'patient',
    auth: true,
    params: ReenrolParams,
    response: ReenrolHouseholdResponse,
    example: { params: { dentistInfoId: 1 } },
  }),
  reenrol: endpoint({
    method: 'POST',
    path: '/reenroll/{dentistInfoId}',
    summary: "A former member rejoins: each chosen member's plan starts again, paid with the household's card on file",
    tag: 'patient',
    auth: true,
    params: ReenrolParams,
    body: ReenrolRequest,
    response: ReenrolResponse,
    example: { params: { dentistInfoId: 1 }, body: { term: 'monthly', members: [{ memberId: 1, planId: 1 }] } },
  }),
} as const;
