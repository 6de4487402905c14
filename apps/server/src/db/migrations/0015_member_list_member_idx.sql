CREATE INDEX "member_list_member_idx" ON "member_list" USING btree ("member_id");--> statement-breakpoint
-- The members list follows a statement's changed subscriptions found by a set difference (hashed) of the statement's
-- new and old rows, rather than a join of the two transition tables, which have no statistics: planned as a nested
-- loop, a statement writing a thousand subscriptions (a billing run's batch) compared a million pairs.
CREATE OR REPLACE FUNCTION member_list_subscriptions_updated() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  ids integer[] := ARRAY(
    SELECT DISTINCT member_id FROM (
      SELECT n.organization_id, n.id, n.member_id, n.plan_id, n.term, n.price_cents, n.status, n.created_at,
        n.canceled_at, n.next_renewal_on, n.auto_renew, n.pending_price_cents, n.pending_plan_id, n.payor,
        n.guaranteed, n.enrolment_id
      FROM new_rows n
      EXCEPT
      SELECT o.organization_id, o.id, o.member_id, o.plan_id, o.term, o.price_cents, o.status, o.created_at,
        o.canceled_at, o.next_renewal_on, o.auto_renew, o.pending_price_cents, o.pending_plan_id, o.payor,
        o.guaranteed, o.enrolment_id
      FROM old_rows o) changed
    ORDER BY 1);
BEGIN
  IF cardinality(ids) > 0 THEN
    PERFORM member_list_refresh(ids);
  END IF;
  RETURN NULL;
END
$fn$;
