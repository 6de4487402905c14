import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { queryRows } from '../db/rows';
import { campaigns } from '../db/schema';
import { type SendCtx, sendCampaign, settleRecipients } from '../modules/campaigns/campaign-send';

/** Campaigns one pass sends at most; the next pass takes the rest. */
const BATCH = 10;

export type CampaignSendSummary = { campaigns: number; sent: number; skipped: number; settled: number };

/**
 * Sends the scheduled campaigns whose time has come. Each is claimed with SKIP LOCKED in its own transaction, and
 * its recipients' messages are written to the outbox in it: several workers share the work, and a crash sends a
 * campaign once (it stays 'scheduled' until its transaction commits). Then recipients follow what the providers said.
 */
export async function sendDueCampaigns(ctx: SendCtx): Promise<CampaignSendSummary> {
  const summary: CampaignSendSummary = { campaigns: 0, sent: 0, skipped: 0, settled: 0 };
  for (let i = 0; i < BATCH; i++) {
    const done = await ctx.db.transaction(async (tx: Db) => {
      const [due] = await queryRows<{ id: number }>(
        tx,
        sql`select id from campaigns where status = 'scheduled' and scheduled_for <= ${ctx.clock.now().toISOString()}
            order by scheduled_for, id limit 1 for update skip locked`,
      );
      if (!due) return null;
      const [campaign] = await tx.select().from(campaigns).where(sql`${campaigns.id} = ${due.id}`);
      const [office] = await queryRows<{ name: string; slug: string }>(
        tx,
        sql`select office_name as name, slug from offices where id = ${campaign?.officeId ?? 0}`,
      );
      if (!campaign || !office) return null;
      return sendCampaign(
        ctx,
        tx,
        campaign,
        { ...office, organizationId: campaign.organizationId },
        // The scheduler sends it: no one's hand is on it now (the creation's line names who scheduled it).
        { userId: null },
      );
    });
    if (!done) break;
    summary.campaigns++;
    summary.sent += done.sent;
    summary.skipped += done.skipped;
  }
  if (summary.sent > 0) {
    ctx.mail.wake();
    ctx.sms.wake();
  }
  summary.settled = await settleRecipients(ctx.db);
  return summary;
}
