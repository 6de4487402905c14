import { endpoints } from '@mhq/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { sendTestText, setSending, smsSetup } from './admin-sms.service';
import { allowTextsTo, smsOptOuts, smsText, smsTexts, stopTextsTo } from './admin-sms-logs.service';
import { smsWebhookRoutes } from './sms-webhooks.routes';

/** Only a super admin: other platform admins are told so (403); anyone else finds nothing (404). */
const superAdmins = {
  roles: ['super_admin'],
  refusal: 'Only a super admin can see the SMS setup and report.',
} as const;

/** The platform's texts (/admin/smsSetup, /admin/smsLogs), and Twilio's webhooks. */
export function adminSmsRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.smsSetup, superAdmins, ({ ctx }) => smsSetup(ctx));
  route(app, deps, endpoints.setSmsSending, superAdmins, ({ ctx, auth, ip, body }) =>
    setSending(ctx, { auth, ip }, body.on),
  );
  route(app, deps, endpoints.sendTestSms, superAdmins, ({ ctx, auth, ip, body }) =>
    sendTestText(ctx, { auth, ip }, body),
  );
  route(app, deps, endpoints.smsTexts, superAdmins, ({ ctx, auth, ip, query }) => smsTexts(ctx, { auth, ip }, query));
  route(app, deps, endpoints.smsText, superAdmins, ({ ctx, auth, ip, params }) =>
    smsText(ctx, { auth, ip }, params.id),
  );
  route(app, deps, endpoints.smsOptOuts, superAdmins, ({ ctx, query }) => smsOptOuts(ctx, query));
  route(app, deps, endpoints.stopSmsTo, superAdmins, ({ ctx, auth, ip, body }) =>
    stopTextsTo(ctx, { auth, ip }, body.phone),
  );
  route(app, deps, endpoints.allowSmsTo, superAdmins, ({ ctx, auth, ip, body }) =>
    allowTextsTo(ctx, { auth, ip }, body.phone),
  );
  smsWebhookRoutes(app, deps);
}
