import { MessageBody } from './common';
import { endpoint } from './endpoint';
import {
  InviteClickResponse,
  InviteIdParams,
  InvitePatientGroupRequest,
  InvitePatientGroupResponse,
  InvitePatientRequest,
  OfficeDiscountRequest,
  OfficeDiscountResponse,
} from './invite';

/**
 * Inviting patients to enrol (spec 01 section 2 'Modals: Invite patient', 02 section 7 'Members'), the mailed link's
 * click, and an office's BusinessConnect discount (02 section 7 'Office and user administration', public).
 */
export const inviteEndpoints = {
  invitePatient: endpoint({
    method: 'POST',
    path: '/invite/upgrade-patient',
    summary:
      "Mails a patient a link to the office's enrolment page, in English or Spanish; 429 past 50 invites an hour or the same address twice in 10 minutes",
    tag: 'marketing',
    auth: true,
    body: InvitePatientRequest,
    response: MessageBody,
    example: {
      body: {
        dentistInfoId: 1,
        email: 'lucia.garcia@example.test',
        officeName: 'Bright Smiles Dental Downtown',
        officeEmail: 'downtown@demo.test',
        officeLogo: null,
        spanish: true,
      },
    },
  }),
  invitePatientGroup: endpoint({
    method: 'POST',
    path: '/invite/upgrade-patient/group',
    summary:
      'The group variant: the same invite to up to 50 addresses at once; addresses invited in the last 10 minutes are skipped',
    tag: 'marketing',
    auth: true,
    body: InvitePatientGroupRequest,
    response: InvitePatientGroupResponse,
    example: {
      body: {
        dentistInfoId: 1,
        emails: ['mateo.garcia@example.test', 'ana.lopez@example.test'],
        spanish: false,
      },
    },
  }),
  logClickedInvite: endpoint({
    method: 'GET',
    path: '/send-invite/log-clicked-invite/{inviteId}',
    summary: "Counts a click on an invite's link (the enrolment page reports it); the first click's time is kept",
    tag: 'public',
    auth: false,
    params: InviteIdParams,
    response: InviteClickResponse,
    example: { params: { inviteId: 'Qx3v9TgH2pLmN8wRkY4sZa7b' } },
  }),
  officeDiscount: endpoint({
    method: 'POST',
    path: '/dentists/get-office-discount',
    summary: "The office's discount in percent for patients who come through a small business's BusinessConnect link",
    tag: 'public',
    auth: false,
    body: OfficeDiscountRequest,
    response: OfficeDiscountResponse,
    example: { body: { dentistInfoId: 1, smBusinessInfoId: 1 } },
  }),
} as const;
