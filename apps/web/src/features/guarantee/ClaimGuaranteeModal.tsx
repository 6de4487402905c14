import { Alert, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DrawMonth } from '@mhq/contract';
import { formatMoney, formatUsDate } from '@mhq/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, userMessageOf } from '../../app/api';
import { tenant } from '../../app/tenant';
import { StatusBadge, type Tone } from '../../ui/StatusBadge';
import { newIdempotencyKey } from '../enrolment/enrolment-api';
import { guaranteeText as t } from './guarantee-texts';

const money = (cents: number) => formatMoney(cents, { decimals: 2 });

const TONES: Record<DrawMonth['status'], Tone> = {
  paid: 'ok',
  unpaid: 'brand',
  upcoming: 'neutral',
  claimed: 'ok',
  missed: 'neutral',
};

export type ClaimTarget = { officeId: number; memberId: number; subscriptionId: number; memberName: string };

/**
 * Claiming the guarantee of one plan whose payments stopped: the draw schedule of its commitment year, month by month,
 * what the guarantee pays, and the button that claims it. One key per opening, so a double click claims once; the
 * server's refusal shows here in its words.
 */
export function ClaimGuaranteeModal({ target, onClose }: { target: ClaimTarget; onClose: () => void }) {
  const client = useQueryClient();
  const [key] = useState(newIdempotencyKey);
  const ids = { dentistInfoId: target.officeId, memberId: target.memberId, subscriptionId: target.subscriptionId };
  const draw = useQuery({
    queryKey: ['guarantee', 'draw', target.subscriptionId],
    queryFn: ({ signal }) => call('planDraw', { body: ids, signal, successToast: false }),
  });
  const claim = useMutation({
    mutationFn: () => call('claimGuarantee', { body: ids, headers: { 'Idempotency-Key': key } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['guarantee'] });
      void client.invalidateQueries({ queryKey: ['members'] });
      onClose();
    },
  });
  const d = draw.data?.draw;
  // On a phone the schedule takes the whole screen: twelve months are a long list.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal opened onClose={onClose} title={t.dialogTitle(target.memberName)} size="lg" fullScreen={phone}>
      {draw.isPending ? (
        <Loader role="status" size="sm" aria-label={t.loading} />
      ) : draw.isError || !d ? (
        <Alert color="red" role="alert">
          {userMessageOf(draw.error)}
        </Alert>
      ) : (
        <Stack gap="md">
          {d.claimableCents === null ? (
            <Alert color="gray">{t.dialogNothing}</Alert>
          ) : (
            <Text size="sm">
              {t.dialogLead(
                tenant.name,
                money(d.claimableCents),
                d.months.filter((m) => m.status === 'unpaid').length,
                d.memberName,
                d.planName,
              )}
            </Text>
          )}
          <Table verticalSpacing={6} fz="sm" captionSide="top">
            <Table.Caption>
              {t.dialogSchedule(d.commitmentYear, formatUsDate(d.yearStart), formatUsDate(d.yearEnd))}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t.dialogMonth}</Table.Th>
                <Table.Th scope="col">{t.status}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t.amount}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.months.map((m) => (
                <Table.Tr key={m.start}>
                  <Table.Td>{formatUsDate(m.start)}</Table.Td>
                  <Table.Td>
                    <StatusBadge tone={TONES[m.status]} size="sm">
                      {t.drawStatus[m.status]}
                    </StatusBadge>
                  </Table.Td>
                  <Table.Td ta="right">{m.status === 'unpaid' ? money(m.amountCents) : ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            {d.claimableCents !== null && (
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th scope="row" colSpan={2}>
                    {t.dialogTotal}
                  </Table.Th>
                  <Table.Td ta="right" fw={700}>
                    {money(d.claimableCents)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            )}
          </Table>
          {claim.isError && (
            <Alert color="red" role="alert">
              {userMessageOf(claim.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            {d.claimableCents !== null && (
              <Button loading={claim.isPending} onClick={() => claim.mutate()}>
                {t.dialogConfirm(money(d.claimableCents))}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
