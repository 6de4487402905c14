import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, SIGNUP_MESSAGES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { associationByUrl, checkEmail, loadDiscount, pendingSignup, pricing, signUp } from './signup.service';
import { generateSignupCode, validateSignupCode } from './signup-code.service';
import { getStarted, reviewOffices, saveOffices, setupOffice, setupOfficeView } from './signup-setup.service';

/** Setup belongs to the practice's owner, in the offices they own; everyone else is sent to support. */
const owner = ['dentist'] as const;
const addsLocations = { roles: owner, refusal: SIGNUP_MESSAGES.locationsOwnerOnly } as const;
const officeInBody = { in: 'body', field: 'dentistInfoId' } as const;

export function signupRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Before sign-in: the form, the email code, tiers and discounts, an activation link, an association's link.
  route(app, deps, endpoints.signup, 'public', ({ ctx, body, ip, userAgent }) => signUp(ctx, body, { ip, userAgent }));
  route(app, deps, endpoints.checkEmail, 'public', ({ ctx, body, ip }) => checkEmail(ctx, body.email, { ip }));
  route(app, deps, endpoints.pricing, 'public', async ({ ctx }) => pricing(ctx));
  route(app, deps, endpoints.loadDiscount, 'public', ({ ctx, body }) => loadDiscount(ctx, body.discountCode));
  route(app, deps, endpoints.generateCode, 'public', async ({ ctx, body, ip, userAgent }) => ({
    _message: await generateSignupCode(ctx, body.email, { ip, userAgent }),
  }));
  route(app, deps, endpoints.validateCode, 'public', ({ ctx, body, ip, userAgent }) =>
    validateSignupCode(ctx, body, { ip, userAgent }),
  );
  route(app, deps, endpoints.pendingSignup, 'public', ({ ctx, params }) =>
    pendingSignup(ctx, params.dentistInfoId, params.activationKey),
  );
  route(app, deps, endpoints.associationByUrl, 'public', ({ ctx, params }) =>
    associationByUrl(ctx, params.associationUrl),
  );

  // After the code: the owner sets the practice up.
  route(
    app,
    deps,
    endpoints.setupOfficeView,
    { ...addsLocations, office: { in: 'params', field: 'dentistInfoId' } },
    ({ ctx, params }) => setupOfficeView(ctx, params.dentistInfoId),
  );
  route(
    app,
    deps,
    endpoints.setupOffice,
    { roles: owner, office: { in: 'params', field: 'dentistInfoId' } },
    ({ ctx, params, body, auth, ip, request }) =>
      setupOffice(ctx, params.dentistInfoId, body, { auth, ip, log: request.log }),
  );
  route(app, deps, endpoints.reviewOffices, { ...addsLocations, office: officeInBody }, ({ ctx, body }) =>
    reviewOffices(ctx, body),
  );
  route(
    app,
    deps,
    endpoints.saveOffices,
    { ...addsLocations, office: officeInBody },
    ({ ctx, body, auth, ip, request }) => saveOffices(ctx, body, { auth, ip, log: request.log }),
  );
  route(
    app,
    deps,
    endpoints.getStarted,
    { roles: OFFICE_USER_TYPES, office: { in: 'params', field: 'id' } },
    ({ ctx, params }) => getStarted(ctx, params.id),
  );
}
