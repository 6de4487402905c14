import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PATIENT_USER_TYPES, PLATFORM_ADMIN_TYPES, type UserType } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentGatewayFor } from '../../adapters/payments/select';
import { offices, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/app-error';
import { idempotencyKeyOf, idempotent } from '../../http/idempotency';
import { route } from '../../http/route';
import { householdOwner } from '../billing/billing.queries';
import { activateCash } from './cash.service';
import { enrolHousehold } from './enrolment.service';
import { householdReferral } from './enrolment-codes';
import { householdAddRoutes } from './household-add.routes';
import { enrolmentPage } from './public-office.service';
import { addAdditionalSubscription } from './subscription-add.service';

/** The front desk, and the platform's admins acting for an office. */
const enrollers = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES] as const;
const self = { in: 'params', field: 'id' } as const;
const officeInBody = { in: 'body', field: 'dentistInfoId' } as const;

export function enrolmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const gateway = deps.payments ?? paymentGatewayFor(deps.config, deps.database.db, deps.clock);
  householdAddRoutes(app, deps, gateway);

  route(app, deps, endpoints.publicOfficeBySlug, 'public', async ({ ctx, params, query }) => {
    const [office] = await ctx.db.select({ id: offices.id }).from(offices).where(eq(offices.slug, params.slug));
    if (!office) throw notFound();
    return enrolmentPage(ctx, office.id, query);
  });

  route(app, deps, endpoints.selfEnrol, 'public', ({ ctx, params, body, ip, userAgent, request }) => {
    const key = idempotencyKeyOf(request);
    const scope = `enroll:${params.id}`;
    return idempotent(ctx, { scope, key, body }, () =>
      enrolHousehold(ctx, gateway, {
        officeId: params.id,
        draft: body,
        enroller: { channel: 'external', user: null, userId: null },
        ip,
        userAgent,
        requestKey: key && `${scope}:${key}`,
      }),
    );
  });

  route(
    app,
    deps,
    endpoints.addMembers,
    { roles: enrollers, action: 'enrol', self, office: officeInBody },
    async ({ ctx, auth, body, ip, userAgent, request }) => {
      const key = idempotencyKeyOf(request);
      const [caller] = await ctx.db
        .select({ legacyPricing: users.legacyPricing })
        .from(users)
        .where(eq(users.id, auth.userId));
      const scope = `members-add:${auth.userId}`;
      return idempotent(ctx, { scope, key, body }, () =>
        enrolHousehold(ctx, gateway, {
          officeId: body.dentistInfoId,
          draft: body,
          enroller: {
            channel: 'internal',
            user: { type: auth.type as UserType, legacyPricing: caller?.legacyPricing ?? false },
            userId: auth.userId,
          },
          ip,
          userAgent,
          requestKey: key && `${scope}:${key}`,
        }),
      );
    },
  );

  route(
    app,
    deps,
    endpoints.addAdditionalSubscription,
    {
      roles: enrollers,
      action: 'enrol',
      self,
      office: officeInBody,
      member: { in: 'body', field: 'memberId', audit: 'change' },
      plan: { in: 'body', field: 'planId' },
    },
    ({ ctx, auth, body, ip, request }) => {
      const key = idempotencyKeyOf(request);
      const scope = `add-plan:${auth.userId}`;
      return idempotent(ctx, { scope, key, body }, () =>
        addAdditionalSubscription(ctx, gateway, auth, body, ip, key && `${scope}:${key}`),
      );
    },
  );

  route(
    app,
    deps,
    endpoints.activateCash,
    {
      roles: enrollers,
      action: 'enrol',
      office: { in: 'params', field: 'dentistInfoId' },
      member: { in: 'params', field: 'userId', audit: 'change' },
    },
    ({ ctx, auth, params, body, request }) =>
      idempotent(
        ctx,
        { scope: `activate-cash:${params.dentistInfoId}:${params.userId}`, key: idempotencyKeyOf(request), body },
        () => activateCash(ctx, auth, params.dentistInfoId, params.userId, body.membershipId),
      ),
  );

  // The household's referral code and credit: its own account owner in the portal, the office's staff on its page.
  route(
    app,
    deps,
    endpoints.householdReferral,
    {
      roles: [...enrollers, ...PATIENT_USER_TYPES],
      office: { in: 'params', field: 'dentistInfoId' },
      member: { in: 'params', field: 'memberId', audit: 'read' },
    },
    async ({ ctx, params }) => {
      const owner = await householdOwner(ctx.db, params.dentistInfoId, params.memberId);
      return householdReferral(ctx.db, owner.organizationId, owner.id);
    },
  );
}
