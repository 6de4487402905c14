import { endpoints } from '@mhq/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/app-error';
import { requestCtx, route } from '../../http/route';
import { filesOf } from '../office/office.service';
import {
  BUSINESS_LOGO_NAME,
  businessMembers,
  businessProfile,
  businessReport,
  deleteBusinessLogo,
  updateBusinessSettings,
  uploadBusinessLogo,
} from './business-portal.service';
import { activateBusiness, businessActivation, offeredOffices, signUpBusiness } from './business-signup.service';

/** Only the employer's own users: each call finds the business from the signed-in user, never from the input. */
const employer = { roles: ['sm_business'] } as const;

/** The employer's side of BusinessConnect: public sign-up and activation, then the /business portal. */
export function businessPortalRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.businessConnectOffices, 'public', ({ ctx, query }) =>
    offeredOffices(ctx, query.search ?? ''),
  );
  route(app, deps, endpoints.businessSignup, 'public', ({ ctx, ip, body }) => signUpBusiness(ctx, body, { ip }));
  route(app, deps, endpoints.businessActivation, 'public', ({ ctx, params }) =>
    businessActivation(ctx, params.smBusinessInfoId, params.activationKey),
  );
  route(app, deps, endpoints.activateBusiness, 'public', ({ ctx, ip, params, body }) =>
    activateBusiness(ctx, params.smBusinessInfoId, params.activationKey, body, { ip }),
  );

  route(app, deps, endpoints.businessProfile, employer, ({ ctx, auth }) => businessProfile(ctx, auth));
  route(app, deps, endpoints.businessMembers, employer, ({ ctx, auth, ip, query }) =>
    businessMembers(ctx, { auth, ip }, query),
  );
  route(app, deps, endpoints.businessReport, employer, ({ ctx, auth }) => businessReport(ctx, auth));
  route(app, deps, endpoints.updateBusinessSettings, employer, ({ ctx, auth, ip, body }) =>
    updateBusinessSettings(ctx, { auth, ip }, body),
  );
  route(app, deps, endpoints.uploadBusinessLogo, employer, ({ ctx, auth, ip, body }) =>
    uploadBusinessLogo(ctx, { auth, ip }, body),
  );
  route(app, deps, endpoints.deleteBusinessLogo, employer, ({ ctx, auth, ip }) =>
    deleteBusinessLogo(ctx, { auth, ip }),
  );

  // Business logos are public images (the employer's shell and its employees' enrolment page show them), served like
  // office logos: by the name the server gave them, an image it drew itself, never sniffed.
  app.get<{ Params: { name: string } }>('/files/business-logos/:name', async (request, reply) => {
    const { name } = request.params;
    if (!BUSINESS_LOGO_NAME.test(name)) throw notFound();
    const bytes = await filesOf(requestCtx(deps, request)).get(`logos/${name}`);
    if (!bytes) throw notFound();
    return reply
      .type(name.endsWith('.png') ? 'image/png' : 'image/jpeg')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bytes);
  });
}
