import { Alert, Anchor, Card, Grid, Group, List, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { RewardsResponse } from '@mhq/contract';
import { formatUsDay } from '@mhq/domain';
import { Link } from 'react-router';
import { userMessageOf } from '../../app/api';
import { formatDate } from '../../ui/format';
import { StatusBadge } from '../../ui/StatusBadge';
import { useOfficeRewards } from './rewards-api';
import { rewardsTexts as t } from './rewards-texts';

/**
 * The office's rewards on its dashboard (issue 26): launch rewards with the next milestone and how many members to
 * go, and, where the brand shows it, the season of giving.
 */
export function RewardsWidgets({ officeId, leaderboardLink = true }: { officeId: number; leaderboardLink?: boolean }) {
  const query = useOfficeRewards(officeId);
  if (query.isPending) return <Skeleton h={220} radius="lg" aria-label={t.loading} />;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title={t.loadFailed}>
        {userMessageOf(query.error)}
      </Alert>
    );
  }
  const data = query.data;
  return (
    <Grid gap="md" data-testid="rewards-widgets">
      <Grid.Col span={{ base: 12, md: data.season ? 6 : 12 }}>
        <LaunchRewardsCard data={data} />
      </Grid.Col>
      {data.season && (
        <Grid.Col span={{ base: 12, md: 6 }}>
          <SeasonCard season={data.season} leaderboardLink={leaderboardLink} />
        </Grid.Col>
      )}
    </Grid>
  );
}

function LaunchRewardsCard({ data }: { data: RewardsResponse }) {
  const next = data.next;
  return (
    <Card withBorder padding="lg" radius="md" h="100%" component="section" aria-labelledby="launch-rewards-title">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="launch-rewards-title">
          {t.launchTitle}
        </Title>
        <Text fw={600} data-testid="rewards-active">
          {t.activeMembers(data.activeMembers)}
        </Text>
      </Group>
      <Text size="sm" c="gray.7" mt={4}>
        {t.launchLead}
      </Text>
      {next ? (
        <Stack gap={6} mt="md">
          <Text fw={600} data-testid="rewards-next">
            {t.toGo(next.membersToGo, next.rewardCents, next.threshold)}
          </Text>
          <Progress
            value={Math.min(100, (data.activeMembers / next.threshold) * 100)}
            aria-label={t.progressLabel(data.activeMembers, next.threshold)}
            size="lg"
            radius="xl"
          />
        </Stack>
      ) : (
        <Text fw={600} mt="md">
          {t.allEarned}
        </Text>
      )}
      <List listStyleType="none" spacing="xs" mt="md" data-testid="rewards-milestones">
        {data.thresholds.map((th) => (
          <List.Item key={th.threshold}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <StatusBadge size="sm" tone={th.reward?.status === 'paid' ? 'ok' : th.reward ? 'brand' : 'neutral'}>
                {th.reward?.status === 'paid' ? t.paid : th.reward ? t.earned : t.notYet}
              </StatusBadge>
              <div>
                <Text size="sm" fw={600}>
                  {t.milestone(th.threshold, th.rewardCents)}
                </Text>
                {th.reward && (
                  <Text size="xs" c="gray.7">
                    {th.reward.paidAt
                      ? t.paidOn(formatDate(th.reward.paidAt))
                      : t.earnedOn(formatDate(th.reward.earnedAt))}
                  </Text>
                )}
              </div>
            </Group>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}

type Season = NonNullable<RewardsResponse['season']>;

function SeasonCard({ season, leaderboardLink }: { season: Season; leaderboardLink: boolean }) {
  const tiers = season.tiers;
  const leaders = season.style === 'leaderboard' && season.leaders.length > 0 && (
    <div>
      <Text size="sm" fw={600}>
        {t.leaders}
      </Text>
      <List size="sm" spacing={2} listStyleType="none">
        {season.leaders.map((l) => (
          <List.Item key={`${l.rank}-${l.name}`} fw={l.own ? 700 : undefined}>
            #{l.rank} {l.name}: {l.newMembers}
            {l.own ? ` (${t.you})` : ''}
          </List.Item>
        ))}
      </List>
    </div>
  );
  return (
    <Card withBorder padding="lg" radius="md" h="100%" component="section" aria-labelledby="season-title">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id="season-title">
          {t.seasonTitle}
        </Title>
        <Text fw={600} data-testid="season-new">
          {t.seasonNew(season.newMembers)}
        </Text>
      </Group>
      <Text size="sm" c="gray.7" mt={4}>
        {t.seasonLead(formatUsDay(season.from), formatUsDay(season.to), season.upToCents)}
        {!season.started && ` ${t.seasonAhead(formatUsDay(season.from))}`}
      </Text>
      <Stack gap="sm" mt="md">
        {leaders}
        <List size="sm" spacing={2}>
          {tiers.map((tier, i) => (
            <List.Item key={tier.minMembers} fw={season.rewardCents === tier.rewardCents ? 700 : undefined}>
              {t.seasonTier(tier.minMembers, tier.rewardCents, tiers[i + 1]?.minMembers)}
            </List.Item>
          ))}
        </List>
        <Text fw={600}>
          {t.seasonStands(season.rewardCents)}
          {season.next && ` · ${t.seasonNext(season.next.membersToGo, season.next.rewardCents)}`}
        </Text>
        <Text size="sm" c="gray.7">
          {season.rank === 1 ? t.seasonLeading : t.seasonPrize(season.prizeCents)}
          {season.rank !== null && season.rank > 1 && ` ${t.seasonRank(season.rank)}.`}
        </Text>
        {leaderboardLink && (
          <Anchor component={Link} to="/leaderboard" size="sm" fw={600}>
            {t.seeLeaderboard}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
