import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import { pmsFor } from '../../adapters/pms/select';
import type { AppDeps, Ctx } from '../../deps';
import { route } from '../../http/route';
import {
  disconnectPmsConnection,
  initiatePmsConnection,
  type PmsCtx,
  pmsSupported,
  providerPayment,
  setProviderPayment,
  toggleNotifyUninsured,
  toggleWriteAbilities,
  uninsuredPatients,
} from './pms-connection.service';

/** The office's team and the platform's admins acting for it; the office permission matrix narrows the changes. */
const staff = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES] as const;
const inBody = { in: 'body', field: 'dentistInfoId' } as const;
const inQuery = { in: 'query', field: 'dentistInfoId' } as const;
/** Connecting, the toggles and the ledger settings are the owner's and the office admin's (managePms). */
const manage = { roles: staff, office: inBody, action: 'managePms' } as const;

/** The PMS connection calls of spec 02 section 7 (issue 28), and the uninsured PMS patients the office asked for. */
export function pmsConnectionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const pms = deps.pms ?? pmsFor(deps.config, deps.database.db, deps.clock);
  const withHub = (ctx: Ctx): PmsCtx => ({ ...ctx, pms });

  route(app, deps, endpoints.getPmsSupported, { roles: staff, office: inQuery }, ({ ctx, query }) =>
    pmsSupported(withHub(ctx), query.dentistInfoId),
  );
  route(app, deps, endpoints.initiatePmsConnection, manage, ({ ctx, auth, ip, body }) =>
    initiatePmsConnection(withHub(ctx), { auth, ip }, body.dentistInfoId, body.pmsSystem),
  );
  route(app, deps, endpoints.disconnectPmsConnection, manage, ({ ctx, auth, ip, body }) =>
    disconnectPmsConnection(ctx, { auth, ip }, body.dentistInfoId),
  );
  route(app, deps, endpoints.toggleWriteAbilities, manage, ({ ctx, auth, ip, body }) =>
    toggleWriteAbilities(ctx, { auth, ip }, body.dentistInfoId, body.enabled),
  );
  route(app, deps, endpoints.toggleNotifyUninsured, manage, ({ ctx, auth, ip, body }) =>
    toggleNotifyUninsured(ctx, { auth, ip }, body.dentistInfoId, body.enabled),
  );
  route(app, deps, endpoints.setProviderPayment, manage, ({ ctx, auth, ip, body }) =>
    setProviderPayment(ctx, { auth, ip }, body.dentistInfoId, body),
  );
  route(
    app,
    deps,
    endpoints.getProviderPayment,
    { roles: staff, office: { in: 'params', field: 'id' } },
    ({ ctx, params }) => providerPayment(withHub(ctx), params.id),
  );
  // The list is PMS patient data (names, birth dates, contacts) of the office: every read is audited.
  route(
    app,
    deps,
    endpoints.pmsUninsured,
    { roles: staff, office: inQuery, action: 'matchCharts', audit: { subject: 'pms_uninsured', does: 'read' } },
    ({ ctx, query }) => uninsuredPatients(withHub(ctx), query.dentistInfoId),
  );
}
