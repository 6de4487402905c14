import { Alert, Button, Group, Loader, Modal, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { userMessageOf } from '../../app/api';
import { useMayInOffice } from '../../app/office-permissions';
import { confirm } from '../office-settings/confirm';
import { notifyError } from '../office-settings/use-office';
import { BenefitUsageCard } from './BenefitUsageCard';
import { BENEFIT_TEXTS } from './benefit-texts';
import { ChartSync } from './ChartSync';
import { PmsPatientPicker } from './PmsPatientPicker';
import { useChartMatchMutations, useMemberBenefits, usePmsConnected } from './pms-api';
import { pmsText as t } from './pms-texts';

type Props = { officeId: number; memberId: number; name: string; chartId: string | null };

/** The member's chart in the PMS, with 'Change' (a PMS search) and 'Unlink', and their care used this plan year. */
export function MemberPmsCards({ officeId, memberId, name, chartId }: Props) {
  const connected = usePmsConnected(officeId);
  return (
    <>
      {(connected || chartId) && (
        <ChartCard officeId={officeId} memberId={memberId} name={name} chartId={chartId} connected={connected} />
      )}
      <MemberBenefits officeId={officeId} memberId={memberId} />
    </>
  );
}

function ChartCard({ officeId, memberId, name, chartId, connected }: Props & { connected: boolean }) {
  const may = useMayInOffice();
  const m = useChartMatchMutations(officeId);
  const [picking, setPicking] = useState(false);
  const canMatch = connected && may('matchCharts');
  const unlink = async () => {
    if (await confirm(t.unlinkConfirm(name), { danger: true, title: t.unlink })) {
      m.remove.mutate(memberId, { onError: notifyError });
    }
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="member-chart-title">
      <Title order={2} size="h5" mb="xs" id="member-chart-title">
        {t.memberChart}
      </Title>
      <Text size="sm" data-testid="member-chart">
        {chartId ? t.chart(chartId) : t.noChart}
      </Text>
      {chartId && <ChartSync officeId={officeId} memberId={memberId} />}
      {canMatch && (
        <Group gap="xs" mt="xs">
          <Button size="compact-sm" variant="light" onClick={() => setPicking(true)}>
            {chartId ? t.change : t.link}
          </Button>
          {chartId && (
            <Button size="compact-sm" variant="default" c="red.9" onClick={unlink} loading={m.remove.isPending}>
              {t.unlink}
            </Button>
          )}
        </Group>
      )}
      <Modal opened={picking} onClose={() => setPicking(false)} title={t.chooseChart(name)}>
        {picking && (
          <PmsPatientPicker
            officeId={officeId}
            memberId={memberId}
            busy={m.set.isPending}
            onPick={(p) =>
              m.set.mutate(
                { memberId, chartId: p.chartId },
                { onSuccess: () => setPicking(false), onError: notifyError },
              )
            }
          />
        )}
      </Modal>
    </Paper>
  );
}

/** The office reads the member's benefit usage in English, as the rest of the office area. */
function MemberBenefits({ officeId, memberId }: { officeId: number; memberId: number }) {
  const benefits = useMemberBenefits(officeId, memberId);
  const words = BENEFIT_TEXTS.en;
  if (benefits.isPending) {
    return (
      <Paper withBorder radius="md" p="md">
        <Loader role="status" size="sm" aria-label={words.loading} />
      </Paper>
    );
  }
  if (benefits.isError) {
    return (
      <Alert color="gray" title={words.title}>
        {userMessageOf(benefits.error)}
      </Alert>
    );
  }
  return (
    <BenefitUsageCard usage={benefits.data.usage} t={words} title={words.title} headingId={`benefits-${memberId}`} />
  );
}
