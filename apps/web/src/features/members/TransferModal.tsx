import { Alert, Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import type { MemberCard } from '@mhq/contract';
import { ageOn, pickablePlans, transferRole } from '@mhq/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call, userMessageOf } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { pickerPlansFor } from '../enrolment/plan-choices';
import { useFrontDeskOffer } from '../enrolment/use-front-desk-offer';
import { useRefreshMembers } from './members-api';
import { membersText as t } from './members-texts';

type Props = { household: readonly MemberCard[]; officeId: number; onClose: () => void };

/**
 * Moves the household to another office of the organization: each running plan continues as a plan the new
 * office offers that member, at the price paid until the next renewal.
 */
export function TransferModal({ household, officeId, onClose }: Props) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const refresh = useRefreshMembers();
  const targets = user.otherOffices.filter((o) => o.id !== officeId);
  const [target, setTarget] = useState<string | null>(targets.length === 1 ? String(targets[0]?.id) : null);
  const [mapping, setMapping] = useState<Record<number, string | null>>({});
  const { offer, error } = useFrontDeskOffer(user.id, Number(target ?? 0));
  const running = household.flatMap((m) =>
    m.subscriptions.filter((s) => transferRole(s.status) === 'moves').map((s) => ({ member: m, s })),
  );
  const owner = household[0];
  const move = useMutation({
    mutationFn: () =>
      call('transferMember', {
        params: { id: officeId },
        body: {
          memberId: owner?.memberId ?? 0,
          targetOfficeId: Number(target),
          plans: running.map(({ s }) => ({
            subscriptionId: s.subscriptionId,
            planId: Number(mapping[s.subscriptionId]),
          })),
        },
      }),
    onSuccess: () => {
      void refresh();
      onClose();
      navigate('/account/members');
    },
  });
  const complete = target !== null && running.length > 0 && running.every(({ s }) => mapping[s.subscriptionId]);
  return (
    <Modal opened onClose={onClose} title={t.transferTitle} size="lg">
      <Stack gap="sm">
        <Text size="sm">{t.transferLead}</Text>
        <Select
          label={t.transferTo}
          data={targets.map((o) => ({ value: String(o.id), label: o.officeName }))}
          value={target}
          onChange={(v) => {
            setTarget(v);
            setMapping({});
          }}
          comboboxProps={{ withinPortal: true }}
        />
        {target && error && <Alert color="red">{userMessageOf(error)}</Alert>}
        {target && !offer && !error && <Loader role="status" size="sm" aria-label={t.loading} />}
        {offer &&
          running.map(({ member, s }) => {
            const choices = pickablePlans(pickerPlansFor(offer, s.term), {
              age: ageOn(member.birthDate, new Date().toISOString().slice(0, 10)),
              currentPlanIds: [],
              channel: 'internal',
              period: s.term,
              planType: member.insured ? 'insured' : 'uninsured',
            });
            return (
              <Select
                key={s.subscriptionId}
                label={t.transferPlan(`${member.firstName} ${member.lastName}`, s.planName)}
                placeholder={choices.length === 0 ? t.noPlanOffered : t.choosePlan}
                data={choices.map((c) => ({ value: String(c.id), label: c.name }))}
                value={mapping[s.subscriptionId] ?? null}
                onChange={(v) => setMapping((m) => ({ ...m, [s.subscriptionId]: v }))}
                comboboxProps={{ withinPortal: true }}
              />
            );
          })}
        {running.length === 0 && <Alert color="gray">{t.transferNothing}</Alert>}
        {move.isError && (
          <Alert color="red" role="alert">
            {userMessageOf(move.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button disabled={!complete} loading={move.isPending} onClick={() => move.mutate()}>
            {t.transferConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
