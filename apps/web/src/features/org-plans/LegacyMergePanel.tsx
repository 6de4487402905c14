import { Alert, Button, Checkbox, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { LegacyPlan, MergeLegacyPlansResponse } from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import { useState } from 'react';
import { notifyError } from '../plans/use-plan-actions';
import { type OrgPlanMutations, useLegacyPlans } from './org-plans-api';
import { orgPlansText as t } from './org-plans-texts';

type Props = { officeId: number; mutations: OrgPlanMutations; canEdit: boolean };

/** The locations' own older plans that duplicate a master plan, merged into it after a preview of who moves. */
export function LegacyMergePanel({ officeId, mutations, canEdit }: Props) {
  const query = useLegacyPlans(officeId);
  const [chosen, setChosen] = useState<number[]>([]);
  const [preview, setPreview] = useState<MergeLegacyPlansResponse | null>(null);
  const legacy = query.data?.legacyPlans ?? [];
  const picked = legacy.filter((p) => chosen.includes(p.id));
  const masters = new Set(picked.map((p) => p.masterPlanId));
  const master = picked[0];

  const toggle = (plan: LegacyPlan, on: boolean) => {
    setPreview(null);
    setChosen((ids) => (on ? [...ids, plan.id] : ids.filter((id) => id !== plan.id)));
  };
  const send = async (asPreview: boolean) => {
    if (!master) return;
    try {
      const res = await mutations.merge.mutateAsync({
        masterPlanId: master.masterPlanId,
        legacyPlanIds: picked.map((p) => p.id),
        preview: asPreview,
      });
      if (asPreview) setPreview(res);
      else {
        setPreview(null);
        setChosen([]);
        void query.refetch();
      }
    } catch (error) {
      notifyError(error);
    }
  };

  if (query.isPending) return <Skeleton height={160} radius="md" />;
  if (query.isError) return <Alert color="red">{t.loadFailed}</Alert>;
  return (
    <Stack gap="md">
      <Text size="sm">{t.legacyLead}</Text>
      {legacy.length === 0 ? (
        <Alert variant="light">{t.legacyNone}</Alert>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" data-testid="legacy-plans">
              <Table.Caption>{t.legacyCaption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.colLegacy}</Table.Th>
                  <Table.Th>{t.location}</Table.Th>
                  <Table.Th>{t.colPrice}</Table.Th>
                  <Table.Th>{t.colMembers}</Table.Th>
                  <Table.Th>{t.colMaster}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {legacy.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>
                      <Checkbox
                        label={p.name}
                        aria-label={t.select(p.name)}
                        checked={chosen.includes(p.id)}
                        onChange={(e) => toggle(p, e.currentTarget.checked)}
                        disabled={!canEdit}
                      />
                    </Table.Td>
                    <Table.Td>{p.location}</Table.Td>
                    <Table.Td>
                      {formatMoney(p.price.month)}
                      {t.perMonth} · {formatMoney(p.price.year)}
                      {t.perYear}
                    </Table.Td>
                    <Table.Td>{p.members_monthly + p.members_yearly}</Table.Td>
                    <Table.Td>{p.masterPlanName}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {masters.size > 1 && (
        <Alert color="orange" variant="light">
          {t.chooseSameMaster}
        </Alert>
      )}
      {preview && master && <MergePreview master={master.masterPlanName} result={preview} />}
      {canEdit && legacy.length > 0 && (
        <Group justify="flex-end">
          {preview ? (
            <Button onClick={() => void send(false)} loading={mutations.merge.isPending}>
              {t.confirmMerge(preview.members.length)}
            </Button>
          ) : (
            <Button
              onClick={() => void send(true)}
              loading={mutations.merge.isPending}
              disabled={picked.length === 0 || masters.size > 1}
            >
              {t.previewMerge}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

function MergePreview({ master, result }: { master: string; result: MergeLegacyPlansResponse }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="merge-preview">
      <Title order={2} size="h5" mb="xs">
        {t.mergeTitle(master)}
      </Title>
      <Table.ScrollContainer minWidth={600}>
        <Table verticalSpacing="xs">
          <Table.Caption>{t.mergeCaption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.colMember}</Table.Th>
              <Table.Th>{t.location}</Table.Th>
              <Table.Th>{t.colPaying}</Table.Th>
              <Table.Th>{t.colMasterPrice}</Table.Th>
              <Table.Th>{t.colFrom}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.members.map((m) => (
              <Table.Tr key={`${m.memberName}|${m.location}|${m.legacyPlanName}|${m.term}`}>
                <Table.Td>{m.memberName}</Table.Td>
                <Table.Td>{m.location}</Table.Td>
                <Table.Td>
                  {formatMoney(m.payingCents)} {t.term[m.term]}
                </Table.Td>
                <Table.Td>{formatMoney(m.masterCents)}</Table.Td>
                <Table.Td>{m.changesFrom ?? t.noChange}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
