import { Button, Menu } from '@mantine/core';
import type { MemberCard, MemberSubscription } from '@mhq/contract';
import {
  cashRenewalPeriod,
  formatMoney,
  formatUsDate,
  isCancellable,
  isDelinquent,
  isRunning,
  priceForPeriod,
  reEnrolment,
  termChangeGuaranteeNotice,
} from '@mhq/domain';
import { IconDots } from '@tabler/icons-react';
import { call } from '../../app/api';
import { useMayInOffice } from '../../app/office-permissions';
import { newIdempotencyKey } from '../enrolment/enrolment-api';
import type { ConfirmAction } from './ConfirmActionModal';
import { membersText as t } from './members-texts';

/** What the member's page opens for a subscription: a dialog of its own, or a confirmation of one step. */
export type SubscriptionDialog =
  | { kind: 'changePlan' | 'cancel' | 'restart' | 'claim'; member: MemberCard; subscription: MemberSubscription }
  | { kind: 'confirm'; action: ConfirmAction };

type Props = {
  member: MemberCard;
  subscription: MemberSubscription;
  officeId: number;
  hasMethod: boolean;
  /** The signed-in user: the `/users/{id}` of the household's payment calls. */
  userId: number;
  open: (dialog: SubscriptionDialog) => void;
};

const money = (cents: number) => formatMoney(cents, { decimals: 2 });
const today = () => new Date().toISOString().slice(0, 10);

/** The steps the front desk may take on one subscription: those its status allows and the user's role may take. */
export function SubscriptionMenu({ member, subscription: s, officeId, hasMethod, userId, open }: Props) {
  const may = useMayInOffice();
  const name = `${member.firstName} ${member.lastName}`;
  const ids = { dentistInfoId: officeId, memberId: member.memberId, subscriptionId: s.subscriptionId };
  const key = () => ({ 'Idempotency-Key': newIdempotencyKey() });
  const confirm = (action: ConfirmAction) => () => open({ kind: 'confirm', action });
  const running = isRunning(s.status);
  const otherTerm = s.term === 'annual' ? 'monthly' : 'annual';
  const renewal = cashRenewalPeriod(s.nextRenewalOn, today(), s.term);
  const renewalPrice = priceForPeriod(
    {
      priceCents: s.priceCents,
      pendingPriceCents: s.pendingPrice?.priceCents ?? null,
      pendingPriceFrom: s.pendingPrice?.from ?? null,
    },
    renewal.start,
  ).priceCents;
  const owed = s.status === 'pending_cash' ? s.priceCents + s.feeDueCents : s.priceCents;
  // Going annual ends a guaranteed monthly plan's guarantee: the office is told so and confirms it (the server asks too).
  const guaranteeNotice = termChangeGuaranteeNotice({
    guaranteed: s.guaranteed,
    fromTerm: s.term,
    toTerm: otherTerm,
    firstName: member.firstName,
    planName: s.planName,
    nextRenewalOn: s.nextRenewalOn,
  });
  // A plan paid in the office that went delinquent unpaid is paid at the desk again (one term from today).
  const owesInOffice =
    s.status === 'past_due' || s.status === 'pending_cash' || (s.status === 'delinquent' && !!s.lateInOfficeOn);
  const restart = reEnrolment([{ subscriptionId: s.subscriptionId, status: s.status }]);
  // A delinquent plan that would renew can be paid again from today (charge_user_delinquency, the whole household's).
  const chargeable = isDelinquent(s.status) && hasMethod && s.payor === 'member' && s.autoRenew && s.endsOn === null;
  const missed = s.nextRenewalOn
    ? priceForPeriod(
        {
          priceCents: s.priceCents,
          pendingPriceCents: s.pendingPrice?.priceCents ?? null,
          pendingPriceFrom: s.pendingPrice?.from ?? null,
        },
        s.nextRenewalOn,
      ).priceCents
    : s.priceCents;

  const items = [
    running && may('changeMembership') && (
      <Menu.Item key="plan" onClick={() => open({ kind: 'changePlan', member, subscription: s })}>
        {t.changePlanItem}
      </Menu.Item>
    ),
    s.pendingPlan && may('changeMembership') && (
      <Menu.Item
        key="drop"
        onClick={confirm({
          title: t.dropChangeTitle,
          lead: t.dropChangeLead(s.pendingPlan.planName, s.planName),
          confirm: t.dropChangeConfirm,
          run: () => call('dropPlanChange', { body: ids }),
        })}
      >
        {t.dropChangeItem}
      </Menu.Item>
    ),
    running && s.payor === 'member' && may('changeMembership') && (
      <Menu.Item
        key="term"
        onClick={confirm({
          title: guaranteeNotice ? t.termGuaranteeTitle : t.termTitle(otherTerm),
          lead: guaranteeNotice ?? t.termLead(name, otherTerm, s.nextRenewalOn ? formatUsDate(s.nextRenewalOn) : null),
          confirm: guaranteeNotice ? t.termGuaranteeConfirm : t.termConfirm(otherTerm),
          run: () =>
            call('updateTerm', {
              params: { id: officeId },
              body: {
                memberId: member.memberId,
                subscriptionId: s.subscriptionId,
                term: otherTerm,
                ...(guaranteeNotice ? { acceptGuaranteeEnd: true } : {}),
              },
            }),
        })}
      >
        {t.termItem(otherTerm)}
      </Menu.Item>
    ),
    running && may('cancelMembership') && (
      <Menu.Item
        key="renew"
        onClick={confirm({
          title: s.autoRenew ? t.autoRenewOffTitle : t.autoRenewOnTitle,
          lead: s.autoRenew
            ? t.autoRenewOffLead(s.nextRenewalOn ? formatUsDate(s.nextRenewalOn) : null)
            : t.autoRenewOnLead,
          confirm: s.autoRenew ? t.autoRenewOffConfirm : t.autoRenewOnConfirm,
          run: () => call('toggleAutoRenew', { body: { ...ids, autoRenew: !s.autoRenew } }),
        })}
      >
        {s.autoRenew ? t.autoRenewOffItem : t.autoRenewOnItem}
      </Menu.Item>
    ),
    s.status === 'active' && s.payor === 'member' && may('recordCashPayment') && (
      <Menu.Item
        key="to-cash"
        onClick={confirm({
          title: t.toCashTitle,
          lead: t.toCashLead(name),
          confirm: t.toCashConfirm,
          run: () => call('toCash', { body: { ...ids, toCash: true } }),
        })}
      >
        {t.toCashItem}
      </Menu.Item>
    ),
    s.status === 'active_cash' && hasMethod && may('recordCashPayment') && (
      <Menu.Item
        key="to-card"
        onClick={confirm({
          title: t.toCardTitle,
          lead: t.toCardLead(name),
          confirm: t.toCardConfirm,
          run: () => call('toCash', { body: { ...ids, toCash: false } }),
        })}
      >
        {t.toCardItem}
      </Menu.Item>
    ),
    s.status === 'active_cash' && may('recordCashPayment') && (
      <Menu.Item
        key="renew-cash"
        onClick={confirm({
          title: t.renewCashTitle,
          lead: t.renewCashLead(money(renewalPrice), formatUsDate(renewal.start), formatUsDate(renewal.end)),
          confirm: t.renewCashConfirm(money(renewalPrice)),
          run: (due) =>
            call('renewCash', {
              params: { id: member.memberId },
              body: { dentistInfoId: officeId, subscriptionId: s.subscriptionId, expectedCents: due ?? renewalPrice },
              headers: key(),
            }),
        })}
      >
        {t.renewCashItem}
      </Menu.Item>
    ),
    owesInOffice && may('recordCashPayment') && (
      <Menu.Item
        key="pay"
        onClick={confirm({
          title: t.payInOfficeTitle,
          lead: t.payInOfficeLead(name, money(owed)),
          confirm: t.payInOfficeConfirm(money(owed)),
          run: (due) => call('inOfficePayment', { body: { ...ids, expectedCents: due ?? owed }, headers: key() }),
        })}
      >
        {t.payInOfficeItem}
      </Menu.Item>
    ),
    chargeable && may('collectPayment') && (
      <Menu.Item
        key="charge-delinquent"
        onClick={confirm({
          title: t.chargeDelinquentTitle,
          lead: t.chargeDelinquentLead(
            member.firstName,
            s.planName,
            money(s.priceCents),
            s.term === 'annual' ? 'year' : 'month',
          ),
          confirm: t.chargeDelinquentConfirm(money(s.priceCents)),
          run: () =>
            call('chargeDelinquent', {
              params: { id: userId },
              body: { dentistInfoId: officeId, memberId: member.memberId },
              headers: key(),
            }),
        })}
      >
        {t.chargeDelinquentItem}
      </Menu.Item>
    ),
    s.status === 'delinquent_gpp' && s.guaranteed && may('claimGuarantee') && (
      <Menu.Item key="claim-guarantee" onClick={() => open({ kind: 'claim', member, subscription: s })}>
        {t.claimGuaranteeItem}
      </Menu.Item>
    ),
    s.status === 'delinquent' && may('writeOffDebt') && (
      <Menu.Item
        key="clear-delinquency"
        color="red.9"
        onClick={confirm({
          title: t.clearDelinquencyTitle,
          lead: t.clearDelinquencyLead(member.firstName, s.planName, money(missed)),
          confirm: t.clearDelinquencyConfirm,
          danger: true,
          run: () => call('clearDelinquency', { body: ids }),
        })}
      >
        {t.clearDelinquencyItem}
      </Menu.Item>
    ),
    s.status === 'pending_cash' && may('cancelMembership') && (
      <Menu.Item
        key="cancel-cash"
        color="red.9"
        onClick={confirm({
          title: t.cancelCashTitle,
          lead: t.cancelCashLead(name),
          confirm: t.cancelCashConfirm,
          danger: true,
          run: () =>
            call('cancelCash', {
              params: { id: officeId },
              body: { memberId: member.memberId, subscriptionId: s.subscriptionId },
            }),
        })}
      >
        {t.cancelCashItem}
      </Menu.Item>
    ),
    s.status === 'cancellation_requested' && may('enrol') && (
      <Menu.Item
        key="undo"
        onClick={confirm({
          title: t.undoTitle,
          lead: t.undoLead(name, s.planName),
          confirm: t.undoConfirm,
          run: () =>
            call('reEnroll', {
              params: { officeId, memberId: member.memberId },
              query: { membershipId: s.planId },
              body: {},
              headers: key(),
            }),
        })}
      >
        {t.undoItem}
      </Menu.Item>
    ),
    restart.kind === 'restart' && may('enrol') && (
      <Menu.Item key="restart" onClick={() => open({ kind: 'restart', member, subscription: s })}>
        {t.reEnrollItem}
      </Menu.Item>
    ),
    isCancellable(s.status) && may('cancelMembership') && (
      <Menu.Item key="cancel" color="red.9" onClick={() => open({ kind: 'cancel', member, subscription: s })}>
        {t.cancelItem}
      </Menu.Item>
    ),
  ].filter(Boolean);
  if (items.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="compact-sm"
          className="member-manage"
          rightSection={<IconDots size={14} aria-hidden />}
        >
          <span className="visually-hidden">{`${s.planName}, ${name}: `}</span>
          {t.manage}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>{items}</Menu.Dropdown>
    </Menu>
  );
}
