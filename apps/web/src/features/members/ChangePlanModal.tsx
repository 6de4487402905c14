import { Alert, Button, Group, Loader, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import type { MemberCard, MemberSubscription } from '@mhq/contract';
import {
  ageOn,
  changedPriceCents,
  familyMembersCountedBesides,
  formatMoney,
  formatUsDate,
  perTerm,
  pickablePlans,
} from '@mhq/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { call, userMessageOf } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { pickerPlansFor } from '../enrolment/plan-choices';
import { useFrontDeskOffer } from '../enrolment/use-front-desk-offer';
import { useRefreshMembers } from './members-api';
import { membersText as t } from './members-texts';

type Props = {
  member: MemberCard;
  household: readonly MemberCard[];
  subscription: MemberSubscription;
  officeId: number;
  onClose: () => void;
};

/** Another plan for a member, from today (the new price from the next payment) or from the next renewal. */
export function ChangePlanModal({ member, household, subscription: s, officeId, onClose }: Props) {
  const user = useCurrentUser();
  const { offer, error } = useFrontDeskOffer(user.id, officeId);
  const refresh = useRefreshMembers();
  const [planId, setPlanId] = useState<string | null>(null);
  const [when, setWhen] = useState<'now' | 'renewal'>(s.autoRenew && s.nextRenewalOn ? 'renewal' : 'now');
  const choices = offer
    ? pickablePlans(pickerPlansFor(offer, s.term), {
        age: ageOn(member.birthDate, new Date().toISOString().slice(0, 10)),
        currentPlanIds: [s.planId],
        channel: 'internal',
        period: s.term,
        planType: member.insured ? 'insured' : 'uninsured',
      })
    : [];
  const chosen = offer?.plans.find((p) => String(p.id) === planId) ?? null;
  const newPrice =
    chosen &&
    changedPriceCents(
      chosen.pricing,
      s.term,
      familyMembersCountedBesides(
        household.map((m) => ({
          memberId: m.memberId,
          isOwner: m.accountOwnerId === null,
          statuses: m.subscriptions.map((x) => x.status),
        })),
        member.memberId,
      ),
    );
  const change = useMutation({
    mutationFn: () =>
      call('changePlan', {
        body: {
          dentistInfoId: officeId,
          memberId: member.memberId,
          subscriptionId: s.subscriptionId,
          planId: Number(planId),
          when,
        },
      }),
    onSuccess: () => {
      void refresh();
      onClose();
    },
  });
  const renewal = s.nextRenewalOn ? formatUsDate(s.nextRenewalOn) : null;
  return (
    <Modal opened onClose={onClose} title={t.changePlanTitle(`${member.firstName} ${member.lastName}`)}>
      {error ? (
        <Alert color="red">{userMessageOf(error)}</Alert>
      ) : !offer ? (
        <Loader role="status" size="sm" aria-label={t.loading} />
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (planId) change.mutate();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">
              {t.currentPlan(s.planName, formatMoney(s.priceCents, { decimals: 2 }), perTerm(s.term))}
            </Text>
            <Select
              label={t.newPlan}
              placeholder={choices.length === 0 ? t.noPlanOffered : t.choosePlan}
              data={choices.map((c) => ({ value: String(c.id), label: c.name }))}
              value={planId}
              onChange={setPlanId}
              disabled={choices.length === 0}
              comboboxProps={{ withinPortal: true }}
            />
            <Radio.Group label={t.changeWhen} value={when} onChange={(v) => setWhen(v as 'now' | 'renewal')}>
              <Stack gap={6} mt={4}>
                <Radio value="now" label={t.changeNow} />
                <Radio
                  value="renewal"
                  label={renewal ? t.changeAtRenewal(renewal) : t.changeAtRenewalNone}
                  disabled={!renewal || !s.autoRenew}
                />
              </Stack>
            </Radio.Group>
            {newPrice !== null && newPrice !== undefined && (
              <Text size="sm" role="status">
                {t.newPrice(
                  formatMoney(newPrice, { decimals: 2 }),
                  perTerm(s.term),
                  when === 'now' || !renewal ? t.fromNextPayment : renewal,
                )}
              </Text>
            )}
            {change.isError && (
              <Alert color="red" role="alert">
                {userMessageOf(change.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t.cancel}
              </Button>
              <Button type="submit" disabled={!planId} loading={change.isPending}>
                {t.changePlan}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
