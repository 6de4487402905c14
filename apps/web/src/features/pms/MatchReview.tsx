import { Alert, Anchor, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PmsMatchesResponse } from '@mhq/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { userMessageOf } from '../../app/api';
import { StatusBadge } from '../../ui/StatusBadge';
import { notifyError } from '../office-settings/use-office';
import { PmsPatientPicker, patientDetails, patientName } from './PmsPatientPicker';
import { useChartMatchMutations, usePmsMatches } from './pms-api';
import { pmsText as t } from './pms-texts';

type Review = PmsMatchesResponse['members'][number];

/** 'Match new members' and the members waiting for staff, each with the PMS patients that could be them. */
export function MatchReview({ officeId, connected }: { officeId: number; connected: boolean }) {
  const matches = usePmsMatches(officeId, connected);
  const m = useChartMatchMutations(officeId);
  const [searchFor, setSearchFor] = useState<Review | null>(null);
  const result = m.matchNew.data;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="pms-matching-title" id="pms-matching">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div style={{ maxWidth: 640 }}>
            <Title order={3} size="h5" id="pms-matching-title">
              {t.matching}
            </Title>
            <Text size="sm" c="gray.7" mt={4}>
              {t.matchingLead}
            </Text>
          </div>
          {connected && (
            <Button
              onClick={() => m.matchNew.mutate(undefined, { onError: notifyError })}
              loading={m.matchNew.isPending}
            >
              {t.matchNew}
            </Button>
          )}
        </Group>
        {result && (
          <Text size="sm" role="status">
            {t.matchResult(result.matched, result.toConfirm, result.unmatched)}
          </Text>
        )}
        {!connected ? (
          <Text size="sm">{t.notConnectedMatch}</Text>
        ) : matches.isPending ? (
          <Skeleton h={120} />
        ) : matches.isError ? (
          <Alert color="gray">{userMessageOf(matches.error)}</Alert>
        ) : matches.data.members.length === 0 ? (
          <Text size="sm">{t.nothingToReview}</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {matches.data.members.map((r) => (
              <ReviewRow key={r.memberId} review={r} officeId={officeId} onSearch={() => setSearchFor(r)} />
            ))}
          </Stack>
        )}
      </Stack>
      <Modal
        opened={searchFor !== null}
        onClose={() => setSearchFor(null)}
        title={searchFor ? t.chooseChart(patientName(searchFor)) : ''}
      >
        {searchFor && (
          <PmsPatientPicker
            officeId={officeId}
            memberId={searchFor.memberId}
            busy={m.set.isPending}
            onPick={(p) =>
              m.set.mutate(
                { memberId: searchFor.memberId, chartId: p.chartId },
                { onSuccess: () => setSearchFor(null), onError: notifyError },
              )
            }
          />
        )}
      </Modal>
    </Paper>
  );
}

function ReviewRow({ review, officeId, onSearch }: { review: Review; officeId: number; onSearch: () => void }) {
  const m = useChartMatchMutations(officeId);
  // 'Not them' sets a candidate aside on this screen; the member stays unmatched until the right chart is chosen.
  const [setAside, setSetAside] = useState<string[]>([]);
  const name = patientName(review);
  const shown = review.candidates.filter((c) => !setAside.includes(c.chartId));
  const titleId = `match-${review.memberId}`;
  return (
    <li aria-labelledby={titleId} data-testid={`match-review-${review.memberId}`}>
      <Paper withBorder p="md" radius="sm" bg="gray.0">
        <Stack gap="xs">
          <div>
            <Anchor component={Link} to={`/dentist-new/members?id=${review.memberId}`} fw={700} id={titleId}>
              {name}
            </Anchor>
            <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {[review.planName, patientDetails(review)].filter(Boolean).join(' · ')}
            </Text>
          </div>
          <Text size="sm" fw={600}>
            {t.candidates(name)}
          </Text>
          {shown.length === 0 && <Text size="sm">{t.noCandidate}</Text>}
          {shown.map((c) => {
            const who = `${patientName(c)}, ${t.chart(c.chartId).toLowerCase()}`;
            return (
              <Group key={c.chartId} justify="space-between" wrap="wrap" gap="xs" className="pms-candidate">
                <div style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Group gap={6} wrap="wrap">
                    <Text size="sm" fw={600}>{`${patientName(c)} · ${t.chart(c.chartId)}`}</Text>
                    <StatusBadge tone="brand" size="sm">
                      {t.score(c.score)}
                    </StatusBadge>
                  </Group>
                  <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                    {patientDetails(c)}
                  </Text>
                  {c.reasons.length > 0 && (
                    <Text size="xs" c="gray.8">
                      {c.reasons.join(', ')}
                    </Text>
                  )}
                </div>
                <Group gap="xs">
                  <Button
                    size="compact-sm"
                    aria-label={t.thisIsThemFor(who, name)}
                    loading={m.set.isPending && m.set.variables?.chartId === c.chartId}
                    onClick={() =>
                      m.set.mutate({ memberId: review.memberId, chartId: c.chartId }, { onError: notifyError })
                    }
                  >
                    {t.thisIsThem}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    aria-label={t.notThemFor(who)}
                    onClick={() => setSetAside((x) => [...x, c.chartId])}
                  >
                    {t.notThem}
                  </Button>
                </Group>
              </Group>
            );
          })}
          <Group gap="sm">
            {setAside.length > 0 && (
              <Anchor component="button" type="button" size="sm" onClick={() => setSetAside([])}>
                {t.hidden(setAside.length)}
              </Anchor>
            )}
            <Anchor component="button" type="button" size="sm" onClick={onSearch}>
              {t.searchOther}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </li>
  );
}
