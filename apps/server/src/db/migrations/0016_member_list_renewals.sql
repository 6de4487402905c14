-- A renewal moves only a subscription's next renewal day among the columns the members list shows. For such a row
-- the list needs one column set (the listed subscription's next payment), not the member's whole row recomputed:
-- member_list_refresh rebuilds a row from every subscription, plan, enrolment and payment method of the member,
-- twice the cost of the update. Subscriptions whose other shown columns changed are refreshed as before. Both sets are
-- found by set differences (hashed) of the statement's new and old rows, as in 0015.
CREATE OR REPLACE FUNCTION member_list_subscriptions_updated() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  -- Subscriptions whose shown columns other than the next renewal day changed: their members are refreshed.
  refreshed integer[] := ARRAY(
    SELECT DISTINCT member_id FROM (
      SELECT n.organization_id, n.id, n.member_id, n.plan_id, n.term, n.price_cents, n.status, n.created_at,
        n.canceled_at, n.auto_renew, n.pending_price_cents, n.pending_plan_id, n.payor, n.guaranteed, n.enrolment_id
      FROM new_rows n
      EXCEPT
      SELECT o.organization_id, o.id, o.member_id, o.plan_id, o.term, o.price_cents, o.status, o.created_at,
        o.canceled_at, o.auto_renew, o.pending_price_cents, o.pending_plan_id, o.payor, o.guaranteed, o.enrolment_id
      FROM old_rows o) changed
    ORDER BY 1);
BEGIN
  IF cardinality(refreshed) > 0 THEN
    PERFORM member_list_refresh(refreshed);
  END IF;
  -- The others whose next renewal day moved: the list shows it as the next payment when the subscription is the one
  -- listed for its member (member_list_refresh's rule); another subscription of the member changes nothing shown.
  WITH renewed AS (
    SELECT n.organization_id, n.id, n.member_id,
      CASE WHEN n.status IN ('active', 'active_cash', 'active_transferred', 'past_due') AND n.auto_renew
        THEN n.next_renewal_on END AS next_payment_on
    FROM (
      SELECT organization_id, id, member_id, status, auto_renew, next_renewal_on FROM new_rows
      EXCEPT
      SELECT organization_id, id, member_id, status, auto_renew, next_renewal_on FROM old_rows) n
    WHERE n.member_id NOT IN (SELECT unnest(refreshed))
  ),
  locked AS (
    SELECT l.organization_id, l.member_id FROM member_list l
    JOIN renewed r ON r.organization_id = l.organization_id AND r.member_id = l.member_id AND r.id = l.subscription_id
    ORDER BY l.organization_id, l.member_id
    FOR UPDATE OF l
  )
  UPDATE member_list l SET next_payment_on = r.next_payment_on
  FROM renewed r, locked k
  WHERE k.organization_id = l.organization_id AND k.member_id = l.member_id
    AND r.organization_id = l.organization_id AND r.member_id = l.member_id AND r.id = l.subscription_id
    AND l.next_payment_on IS DISTINCT FROM r.next_payment_on;
  RETURN NULL;
END
$fn$;
