import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES } from '@mhq/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { InviteLimitError, invitePatient, invitePatientGroup, logInviteClick, officeDiscount } from './invites.service';

/** Office users of the office the invite is sent for; platform admins invite while acting as one. */
const inviter = {
  roles: OFFICE_USER_TYPES,
  office: { in: 'body', field: 'dentistInfoId' },
  // An invite keeps a patient's email: sending one is audited.
  audit: { subject: 'patient_invite', does: 'change' },
} as const;

/** A refused invite says when to try again, in words and in Retry-After. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof InviteLimitError) reply.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

export function inviteRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.invitePatient, inviter, async ({ ctx, auth, body, reply }) => ({
    _message: await withRetryAfter(reply, () => invitePatient(ctx, auth, body)),
  }));
  route(app, deps, endpoints.invitePatientGroup, inviter, ({ ctx, auth, body, reply }) =>
    withRetryAfter(reply, () => invitePatientGroup(ctx, auth, body)),
  );
  route(app, deps, endpoints.logClickedInvite, 'public', ({ ctx, params, request }) =>
    logInviteClick(ctx, params.inviteId, request.method !== 'HEAD'),
  );
  route(app, deps, endpoints.officeDiscount, 'public', ({ ctx, body }) => officeDiscount(ctx, body));
}
