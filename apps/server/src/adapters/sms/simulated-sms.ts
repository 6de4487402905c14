import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/rows';
import { smsNumberOf } from './phone';
import type { SmsProvider } from './sms.port';
import { SmsSendFailed } from './twilio';

/** How long the simulated network takes to report a text delivered (or not): one delivery pass or two. */
export const SIMULATED_DELIVERY_MS = 5_000;

/** The simulated provider's message ids (Twilio's start with SM): never mistaken for a real one. */
export const SIMULATED_ID_PREFIX = 'SIMSM';

/**
 * The demo's provider when Twilio is not configured: a stateful stand-in that sends nothing outside. It refuses a
 * number that is not one (Twilio's 21211), takes the rest as sent, and a few seconds later reports each delivered,
 * except numbers ending in 0000, which it reports undelivered (Twilio's 30003, an unreachable handset) so the demo
 * shows a failure too. Its words say 'simulated' wherever they are shown.
 */
export function simulatedSmsProvider(): SmsProvider {
  return {
    name: 'simulated',
    async send({ to }) {
      if (!smsNumberOf(to)) throw new SmsSendFailed(`Simulated 21211: '${to}' is not a valid phone number`, 21211);
      return { providerMessageId: `${SIMULATED_ID_PREFIX}${randomBytes(15).toString('hex')}`, status: 'sent' };
    },
    async settle(db: Db, now: Date) {
      const due = new Date(now.getTime() - SIMULATED_DELIVERY_MS).toISOString();
      const settled = await queryRows<{ id: number }>(
        db,
        sql`
        update sms_outbox set
          status = case when regexp_replace(to_phone, '[^0-9]', '', 'g') like '%0000' then 'failed' else 'delivered' end,
          error = case when regexp_replace(to_phone, '[^0-9]', '', 'g') like '%0000'
            then 'Simulated 30003: the handset is unreachable' else null end,
          updated_at = ${now.toISOString()}
        where status = 'sent' and provider_message_id like ${`${SIMULATED_ID_PREFIX}%`} and sent_at <= ${due}
        returning id`,
      );
      return settled.length;
    },
  };
}
