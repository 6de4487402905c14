import { Alert, Button, Checkbox, Group, Loader, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import type { MemberCard, MemberSubscription, PaymentMethodOnFile } from '@mhq/contract';
import {
  ageOn,
  countsAsActive,
  familyMembersCountedBesides,
  formatMoney,
  mayChoosePayorAndWaive,
  pickablePlans,
  quoteEnrolment,
} from '@mhq/domain';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { call, userMessageOf } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { newIdempotencyKey } from '../enrolment/enrolment-api';
import { pickerPlansFor, termsOffered } from '../enrolment/plan-choices';
import { useFrontDeskOffer } from '../enrolment/use-front-desk-offer';
import { useRefreshMembers } from './members-api';
import { membersText as t } from './members-texts';

type Payment = 'card_on_file' | 'cash' | 'office';
type Props = {
  member: MemberCard;
  household: readonly MemberCard[];
  method: PaymentMethodOnFile | null;
  officeId: number;
  /** Re-enrolment: start this ended plan again (re-enroll) instead of adding any plan. */
  restart?: MemberSubscription;
  onClose: () => void;
};

const money = (cents: number) => formatMoney(cents, { decimals: 2 });

/**
 * Another plan for a member of an enrolled household (add-additional-subscription): a plan the picker offers them,
 * priced by the same rules as the server with the household's family discount, paid with the card on file, in the
 * office, or by the office. What the page shows is what the server charges (409 when it changed).
 */
export function AddPlanModal({ member, household, method, officeId, restart, onClose }: Props) {
  const user = useCurrentUser();
  const { offer, error } = useFrontDeskOffer(user.id, officeId);
  const refresh = useRefreshMembers();
  const terms = useMemo(() => (offer ? termsOffered(offer, 'internal') : []), [offer]);
  const [term, setTerm] = useState<'monthly' | 'annual' | null>(restart?.term ?? null);
  const [planId, setPlanId] = useState<string | null>(restart ? String(restart.planId) : null);
  const [payment, setPayment] = useState<Payment>(method ? 'card_on_file' : 'cash');
  const [waiveFee, setWaiveFee] = useState(false);
  const chosenTerm = term ?? terms[0] ?? 'monthly';
  const mayWaive =
    offer !== null &&
    mayChoosePayorAndWaive({
      userType: user.type,
      gppAdminOnlyWaive: offer.gppAdminOnlyWaive,
      channel: 'internal',
      legacyPricing: user.legacyPricing,
    });
  const offered = offer
    ? pickablePlans(pickerPlansFor(offer, chosenTerm), {
        age: ageOn(member.birthDate, new Date().toISOString().slice(0, 10)),
        currentPlanIds: member.subscriptions
          .filter((s) => countsAsActive(s.status) || s.status === 'pending_cash')
          .map((s) => s.planId),
        channel: 'internal',
        period: chosenTerm,
        planType: member.insured ? 'insured' : 'uninsured',
      })
    : [];
  const choices = restart ? offered.filter((c) => c.id === restart.planId) : offered;
  const chosen = choices.find((c) => String(c.id) === planId) ?? null;
  const quote =
    offer && chosen
      ? quoteEnrolment({
          plans: offer.plans.map((p) => p.pricing),
          people: [{ planId: chosen.id, waiveFee, payor: payment === 'office' ? 'office' : 'member' }],
          term: chosenTerm,
          gppActive: offer.gppActive,
          setupFeePercent: offer.setupFeePercent,
          alreadyCounted: familyMembersCountedBesides(
            household.map((m) => ({
              memberId: m.memberId,
              isOwner: m.accountOwnerId === null,
              statuses: m.subscriptions.map((s) => s.status),
            })),
            member.memberId,
          ),
        })
      : null;
  const add = useMutation({
    mutationFn: (): Promise<unknown> => {
      if (!chosen || !quote) throw new Error('no plan chosen');
      const paid = {
        term: chosenTerm,
        payment,
        ...(waiveFee ? { waiveFee } : {}),
        expected: { todayCents: quote.todayCents, recurringCents: quote.recurringCents },
      };
      const headers = { 'Idempotency-Key': newIdempotencyKey() };
      return restart
        ? call('reEnroll', {
            params: { officeId, memberId: member.memberId },
            query: { membershipId: chosen.id },
            body: paid,
            headers,
          })
        : call('addAdditionalSubscription', {
            params: { id: user.id },
            body: { dentistInfoId: officeId, memberId: member.memberId, planId: chosen.id, ...paid },
            headers,
          });
    },
    onSuccess: () => {
      void refresh();
      onClose();
    },
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={(restart ? t.reEnrollTitle : t.addPlanTitle)(`${member.firstName} ${member.lastName}`)}
    >
      {error ? (
        <Alert color="red">{userMessageOf(error)}</Alert>
      ) : !offer ? (
        <Loader role="status" size="sm" aria-label={t.loading} />
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (quote) add.mutate();
          }}
        >
          <Stack gap="sm">
            {terms.length > 1 && (
              <Radio.Group label={t.term} value={chosenTerm} onChange={(v) => setTerm(v as 'monthly' | 'annual')}>
                <Group gap="md" mt={4}>
                  <Radio value="monthly" label={t.monthly} />
                  <Radio value="annual" label={t.annual} />
                </Group>
              </Radio.Group>
            )}
            <Select
              label={t.plan}
              placeholder={choices.length === 0 ? t.noPlanOffered : t.choosePlan}
              data={choices.map((c) => ({ value: String(c.id), label: `${c.name} · ${money(c.price)}` }))}
              value={planId}
              onChange={setPlanId}
              disabled={choices.length === 0}
              comboboxProps={{ withinPortal: true }}
            />
            <Radio.Group label={t.howPaid} value={payment} onChange={(v) => setPayment(v as Payment)}>
              <Stack gap={6} mt={4}>
                <Radio value="card_on_file" label={t.payCardOnFile} disabled={!method} />
                <Radio value="cash" label={t.payInOffice} />
                {mayWaive && <Radio value="office" label={t.officePaysOption} />}
              </Stack>
            </Radio.Group>
            {mayWaive && payment !== 'office' && (
              <Checkbox label={t.waiveFee} checked={waiveFee} onChange={(e) => setWaiveFee(e.currentTarget.checked)} />
            )}
            {quote && (
              <Text size="sm" role="status">
                {payment === 'cash'
                  ? t.dueInOffice(money(quote.todayCents))
                  : t.chargedToday(money(quote.todayCents), money(quote.recurringCents), chosenTerm)}
              </Text>
            )}
            {add.isError && (
              <Alert color="red" role="alert">
                {userMessageOf(add.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t.cancel}
              </Button>
              <Button type="submit" disabled={!quote} loading={add.isPending}>
                {restart ? t.reEnrollItem : t.addPlan}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
