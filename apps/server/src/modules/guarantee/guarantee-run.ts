import { sql } from 'drizzle-orm';
import { PaymentDeclined, type PaymentGateway, ProcessorUnavailable } from '../../adapters/payments/payment-gateway';
import { queryRows } from '../../db/rows';
import { AppError } from '../../http/app-error';
import { claimSubscription } from './guarantee-claim.service';
import { type ClaimDeps, resumeClaims } from './guarantee-settle';

// The guarantee's part of the billing run (jobs/billing-run.ts calls it once, at the end of a run).

/** Plans claimed automatically in one run, at most: the rest wait for the next run. */
const AUTOMATIC_CLAIMS_PER_RUN = 200;

/**
 * What the billing run does for the guarantee: claims an interruption left pending are asked again with their key;
 * then every guaranteed plan whose payments stopped (delinquent_gpp, as this run may just have made it) at an office
 * whose plan settings claim automatically, and never claimed, is claimed by the run itself. A claim the processor
 * refuses is left failed for the office to see and claim again by hand; one it cannot be asked waits for the next run.
 */
export async function settleGuarantees(
  deps: ClaimDeps & { gateway: PaymentGateway },
): Promise<{ resumed: number; claimed: number }> {
  const resumed = await resumeClaims(deps, deps.gateway);
  const due = await queryRows<{ organization_id: number; id: number }>(
    deps.db,
    sql`select s.organization_id, s.id from subscriptions s
      join members m on m.organization_id = s.organization_id and m.id = s.member_id
      join plan_settings p on p.organization_id = m.organization_id and p.office_id = m.office_id
      where s.status = 'delinquent_gpp' and s.guaranteed and p.gpp_automatic_claim
        and not exists (select 1 from guarantee_claims c
          where c.organization_id = s.organization_id and c.subscription_id = s.id)
      order by s.id limit ${AUTOMATIC_CLAIMS_PER_RUN}`,
  );
  let claimed = 0;
  for (const s of due) {
    try {
      await claimSubscription(
        deps,
        deps.gateway,
        { userId: null },
        { organizationId: s.organization_id, subscriptionId: s.id },
      );
      claimed++;
    } catch (err) {
      if (!(err instanceof AppError || err instanceof PaymentDeclined || err instanceof ProcessorUnavailable))
        throw err;
    }
  }
  return { resumed, claimed };
}
