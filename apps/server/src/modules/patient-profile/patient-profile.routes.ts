import { endpoints } from '@mhq/contract';
import { PATIENT_USER_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { cancelEmailChange, confirmEmailChange, requestEmailChange } from './email-change.service';
import { readProfile, setLanguage, setPreferences, updateDetails } from './patient-profile.service';

/** The patient's own profile and settings: only ever the caller's own households, so no id to check. */
export function patientProfileRoutes(app: FastifyInstance, deps: AppDeps): void {
  const patient = { roles: PATIENT_USER_TYPES };
  route(app, deps, endpoints.patientProfile, patient, ({ ctx, auth, ip }) => readProfile(ctx, { auth, ip }));
  route(app, deps, endpoints.updatePatientDetails, patient, ({ ctx, auth, ip, body }) =>
    updateDetails(ctx, { auth, ip }, body),
  );
  route(app, deps, endpoints.changePatientEmail, patient, ({ ctx, auth, ip, body }) =>
    requestEmailChange(ctx, { auth, ip }, body.email),
  );
  route(app, deps, endpoints.cancelPatientEmailChange, patient, ({ ctx, auth, ip }) =>
    cancelEmailChange(ctx, { auth, ip }),
  );
  route(app, deps, endpoints.setPatientLanguage, patient, ({ ctx, auth, ip, body }) =>
    setLanguage(ctx, { auth, ip }, body.language),
  );
  route(app, deps, endpoints.setContactPreferences, patient, ({ ctx, auth, ip, body }) =>
    setPreferences(ctx, { auth, ip }, body),
  );
  // Public: the mailed link's token is the credential (256 random bits, single use, 48 hours).
  route(app, deps, endpoints.confirmEmailChange, 'public', ({ ctx, ip, body }) =>
    confirmEmailChange(ctx, { ip }, body.token),
  );
}
