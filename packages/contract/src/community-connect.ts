import {
  COMMUNITY_DISCOUNT_MAX,
  COMMUNITY_GROUP_KINDS,
  COMMUNITY_GROUP_STATUSES,
  VALIDATION_MESSAGES,
} from '@mhq/domain';
import { z } from 'zod';
import { BodyId, Email, Id, Text } from './common';
import { EnrolmentCode } from './enrolment';

// CommunityConnect (issue 25): an office's community groups (/account/community-connect), an organizer's request
// for one (/accounts/community-signup), and a group's public enrolment page (/community-enroll/{groupCode}). The spec
// names the pages but not their calls: these are ours, under the office like its reviews.

export const CommunityGroupsParams = z.object({ id: Id });
export const CommunityGroupParams = z.object({ id: Id, groupId: Id });
export const CommunityCodeParams = z.object({ code: EnrolmentCode });

export const CommunityGroupKind = z.enum(COMMUNITY_GROUP_KINDS, { error: 'Choose the kind of group.' });
export const CommunityGroupStatus = z.enum(COMMUNITY_GROUP_STATUSES);

const Required = (max: number) => Text(max).pipe(z.string().min(1, VALIDATION_MESSAGES.required));
const Optional = (max: number) => Text(max);
const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date like 2026-12-31.')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Enter a date like 2026-12-31.');
const GroupCode = EnrolmentCode.pipe(
  z.string().regex(/^[A-Z0-9]{4,16}$/, 'Use 4 to 16 letters and digits for the code.'),
);

/** What the office sets for a group: its name and kind, code, discount, plans, last day and organizer. */
export const CommunityGroupRequest = z.object({
  name: Required(120),
  kind: CommunityGroupKind,
  code: GroupCode,
  discountPercent: z
    .number({ error: `Enter a discount from 0 to ${COMMUNITY_DISCOUNT_MAX}%.` })
    .int(`Enter a discount from 0 to ${COMMUNITY_DISCOUNT_MAX}%.`)
    .min(0, `Enter a discount from 0 to ${COMMUNITY_DISCOUNT_MAX}%.`)
    .max(COMMUNITY_DISCOUNT_MAX, `Enter a discount from 0 to ${COMMUNITY_DISCOUNT_MAX}%.`),
  /** The office's plans the group's members may choose; empty: every plan shown on enrolment. */
  planIds: z.array(BodyId).max(100),
  /** The last day the code enrols; null: no end. */
  expiresOn: Day.nullable(),
  organizerName: Optional(120),
  organizerEmail: z.union([z.literal(''), Email]),
  organizerPhone: Optional(40),
  note: Optional(2000),
});
export type CommunityGroupRequest = z.infer<typeof CommunityGroupRequest>;

/** Closing a group (its code stops enrolling), reopening it, or declining an organizer's request (closed). */
export const CommunityGroupStatusRequest = z.object({ status: z.enum(['active', 'closed']) });
export type CommunityGroupStatusRequest = z.infer<typeof CommunityGroupStatusRequest>;

export const CommunityGroup = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: CommunityGroupKind,
    /** Null while an organizer's request waits to be set up. */
    code: z.string().nullable(),
    discountPercent: z.number().int(),
    planIds: z.array(z.number().int()),
    expiresOn: z.string().nullable(),
    organizerName: z.string().nullable(),
    organizerEmail: z.string().nullable(),
    organizerPhone: z.string().nullable(),
    note: z.string().nullable(),
    status: CommunityGroupStatus,
    /** Whether the code enrols today (active and not past its last day). */
    enrols: z.boolean(),
    /** The page to share (/community-enroll/{code}); null without a code. */
    sharePath: z.string().nullable(),
    /** Households that enrolled with the group's code, and their members whose plan is active today. */
    households: z.number().int(),
    activeMembers: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'CommunityGroup' });
export type CommunityGroup = z.infer<typeof CommunityGroup>;

export const CommunityGroupsResponse = z
  .object({
    groups: z.array(CommunityGroup),
    /** Whether the office finished its initial onboarding: CommunityConnect opens only then. */
    enabled: z.boolean(),
    /** Whether the caller may create and change groups (the office permission to manage plans). */
    mayManage: z.boolean(),
    plans: z.array(z.object({ id: z.number().int(), name: z.string() })),
  })
  .meta({ id: 'CommunityGroupsResponse' });
export type CommunityGroupsResponse = z.infer<typeof CommunityGroupsResponse>;

export const CommunityGroupMember = z.object({
  memberId: z.number().int(),
  name: z.string(),
  planName: z.string(),
  status: z.string(),
  enrolledOn: z.string(),
});

export const CommunityGroupDetailResponse = z
  .object({ group: CommunityGroup, members: z.array(CommunityGroupMember) })
  .meta({ id: 'CommunityGroupDetailResponse' });
export type CommunityGroupDetailResponse = z.infer<typeof CommunityGroupDetailResponse>;

export const CommunityGroupChangeResponse = z
  .object({ _message: z.string(), group: CommunityGroup })
  .meta({ id: 'CommunityGroupChangeResponse' });
export type CommunityGroupChangeResponse = z.infer<typeof CommunityGroupChangeResponse>;

/** A practice an organizer looks for, by name, city or ZIP: no more than a public page shows. */
export const CommunityOfficeSearchQuery = z.object({
  search: Text(80).pipe(z.string().min(2, 'Type at least 2 letters.')),
});
export const CommunityOfficeSearchResponse = z
  .object({ offices: z.array(z.object({ name: z.string(), city: z.string(), slug: z.string() })) })
  .meta({ id: 'CommunityOfficeSearchResponse' });
export type CommunityOfficeSearchResponse = z.infer<typeof CommunityOfficeSearchResponse>;

/** An organizer asks a practice for a group (/accounts/community-signup). */
export const CommunityGroupSignupRequest = z.object({
  organizerName: Required(120),
  organizerEmail: Email,
  organizerPhone: Optional(40),
  groupName: Required(120),
  kind: CommunityGroupKind,
  approximateSize: z
    .number({ error: 'Enter about how many people the group has.' })
    .int('Enter a whole number.')
    .min(1, 'Enter about how many people the group has.')
    .max(1_000_000, 'Enter about how many people the group has.'),
  officeSlug: Text(120).pipe(z.string().min(1, 'Choose the practice.')),
  note: Optional(2000),
});
export type CommunityGroupSignupRequest = z.infer<typeof CommunityGroupSignupRequest>;
