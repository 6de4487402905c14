import { z } from 'zod';
import { PaymentMethodOnFile } from './billing';
import { BodyId, IdParams } from './common';
import { endpoint } from './endpoint';
import { EnrolmentMember, ExpectedAmounts } from './enrolment';

// The account owner adds someone to their household from the portal (issue 22 'Family'): the plans the office offers
// that person online, each priced with the family discount recomputed; then the one they chose, paid with the
// household's method on file.

/** The person joining: name, date of birth and how they are related to the account owner. */
export const NewFamilyMember = EnrolmentMember.pick({
  firstName: true,
  lastName: true,
  birthDate: true,
  relationship: true,
});
export type NewFamilyMember = z.infer<typeof NewFamilyMember>;

export const FamilyMemberPreviewRequest = z
  .object({ dentistInfoId: BodyId, member: NewFamilyMember })
  .meta({ id: 'FamilyMemberPreviewRequest' });
export type FamilyMemberPreviewRequest = z.infer<typeof FamilyMemberPreviewRequest>;

/** One member already in the household whose price each term the new member's arrival changes (or not). */
const HouseholdPriceLine = z.object({
  memberId: z.number().int(),
  name: z.string(),
  planName: z.string(),
  term: z.enum(['monthly', 'annual']),
  beforeCents: z.number().int(),
  afterCents: z.number().int(),
  /** When the new price is first paid: the member's next renewal. */
  fromDay: z.string().nullable(),
});

/** One plan the new member may take, priced as the household would pay it. */
export const FamilyPlanOption = z.object({
  planId: z.number().int(),
  name: z.string(),
  spanishName: z.string().nullable(),
  description: z.string(),
  spanishDescription: z.string(),
  /** The plan's price for the term before any discount, the family discount and the price after it. */
  listCents: z.number().int(),
  discountPercent: z.number(),
  periodCents: z.number().int(),
  setupFeeCents: z.number().int(),
  activationFeeCents: z.number().int(),
  /** Charged today: the first period and any fee. */
  todayCents: z.number().int(),
  /** Members counted for the family discount once the new member joins. */
  familySize: z.number().int(),
  /** The other members' prices each term, before and after (lower when the family discount grows). */
  household: z.array(HouseholdPriceLine),
  /** What the household pays each term after the new member joins (the household's term). */
  householdAfterCents: z.number().int(),
  /** What to send back as `expected` when adding with this plan. */
  expected: ExpectedAmounts,
});
export type FamilyPlanOption = z.infer<typeof FamilyPlanOption>;

export const FamilyMemberPreviewResponse = z
  .object({
    term: z.enum(['monthly', 'annual']),
    /** The new member's first payment covers today to this day; their next payment is then. */
    nextPaymentOn: z.string(),
    /** What the household pays each term now. */
    householdBeforeCents: z.number().int(),
    paymentMethod: PaymentMethodOnFile.nullable(),
    /** Why the office cannot take this online now (enrolment closed, payments not set up); null when it can. */
    refusal: z.string().nullable(),
    options: z.array(FamilyPlanOption),
  })
  .meta({ id: 'FamilyMemberPreviewResponse' });
export type FamilyMemberPreviewResponse = z.infer<typeof FamilyMemberPreviewResponse>;

export const AddFamilyMemberRequest = z
  .object({ dentistInfoId: BodyId, member: NewFamilyMember, planId: BodyId, expected: ExpectedAmounts })
  .meta({ id: 'AddFamilyMemberRequest' });
export type AddFamilyMemberRequest = z.infer<typeof AddFamilyMemberRequest>;

export const AddFamilyMemberResponse = z
  .object({
    _message: z.string(),
    memberId: z.number().int(),
    subscriptionId: z.number().int(),
    planName: z.string(),
    charged: z.object({ amountCents: z.number().int(), brand: z.string().nullable(), last4: z.string().nullable() }),
    nextPaymentOn: z.string(),
  })
  .meta({ id: 'AddFamilyMemberResponse' });
export type AddFamilyMemberResponse = z.infer<typeof AddFamilyMemberResponse>;

const NEW_CHILD = {
  firstName: 'Sofia',
  lastName: 'Garcia',
  birthDate: '2019-03-02',
  relationship: 'daughter',
} as const;

export const householdAddEndpoints = {
  familyMemberPreview: endpoint({
    method: 'POST',
    path: '/users/{id}/members/add-family-member/preview',
    summary:
      "The account owner's portal: the plans the office offers a new family member, each priced with the family discount recomputed and what is charged today",
    tag: 'enrollment',
    auth: true,
    params: IdParams,
    body: FamilyMemberPreviewRequest,
    response: FamilyMemberPreviewResponse,
    example: { params: { id: 1 }, body: { dentistInfoId: 1, member: NEW_CHILD } },
  }),
  addFamilyMember: endpoint({
    method: 'POST',
    path: '/users/{id}/members/add-family-member',
    summary:
      "The account owner adds a family member with a plan, paid today with the household's method on file (Idempotency-Key)",
    tag: 'enrollment',
    auth: true,
    params: IdParams,
    body: AddFamilyMemberRequest,
    response: AddFamilyMemberResponse,
    example: {
      params: { id: 1 },
      body: { dentistInfoId: 1, member: NEW_CHILD, planId: 2, expected: { todayCents: 2900, recurringCents: 2900 } },
    },
  }),
} as const;
