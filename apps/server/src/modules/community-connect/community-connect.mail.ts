import { COMMUNITY_KIND_LABELS, type CommunityGroupKind, type TenantConfig } from '@mhq/domain';

// The two mails of an organizer's request (/accounts/community-signup): the practice learns who asks and where to
// set the group up; the organizer learns the request reached the practice and what happens next.

export type GroupRequestMail = {
  tenant: TenantConfig;
  officeName: string;
  organizerName: string;
  organizerEmail: string;
  organizerPhone: string;
  groupName: string;
  kind: CommunityGroupKind;
  approximateSize: number;
  note: string;
  /** Where the office sets the group up (/account/community-connect on the brand's address). */
  manageLink: string;
};

export function groupRequestToOfficeMail(m: GroupRequestMail) {
  const lines = [
    `${m.organizerName} asked ${m.officeName} for a CommunityConnect group on ${m.tenant.name}.`,
    '',
    `Group: ${m.groupName} (${COMMUNITY_KIND_LABELS[m.kind]}, about ${m.approximateSize} people)`,
    `Organizer: ${m.organizerName}, ${m.organizerEmail}${m.organizerPhone ? `, ${m.organizerPhone}` : ''}`,
    ...(m.note ? ['', `Their note: ${m.note}`] : []),
    '',
    `Set the group up (its code, discount and plans) or decline the request: ${m.manageLink}`,
    '',
    `${m.tenant.name} · ${m.tenant.supportEmail}`,
  ];
  return { subject: `${m.groupName} asks to join your membership plan as a community group`, text: lines.join('\n') };
}

export function groupRequestToOrganizerMail(m: GroupRequestMail) {
  const lines = [
    `Hello ${m.organizerName},`,
    '',
    `Thank you: ${m.officeName} received your request for ${m.groupName}.`,
    `When the practice sets the group up, it will send you the group's code and enrolment link, with the discount its members get.`,
    'Nothing is charged to you or your group.',
    '',
    `${m.tenant.name} · ${m.tenant.supportEmail}`,
  ];
  return { subject: `Your request to ${m.officeName} was sent`, text: lines.join('\n') };
}
