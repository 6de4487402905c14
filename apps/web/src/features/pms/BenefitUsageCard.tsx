import { Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { BenefitUsage } from '@mhq/contract';
import { formatUsDate } from '@mhq/domain';
import type { BenefitTexts } from './benefit-texts';

type Props = { usage: BenefitUsage; t: BenefitTexts; title: string; headingId: string };

/** One member's included care this plan year: each service 'Cleanings 1 of 2' with its dates, and the visits left. */
export function BenefitUsageCard({ usage, t, title, headingId }: Props) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-testid="benefit-usage">
      <Stack gap="xs">
        <div>
          <Title order={2} size="h5" id={headingId}>
            {title}
          </Title>
          {usage.state === 'ok' && usage.yearFrom && usage.yearTo && (
            <Text size="xs" c="gray.7">
              {[usage.planName, t.planYear(formatUsDate(usage.yearFrom), formatUsDate(usage.yearTo))]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          )}
        </div>
        {usage.state !== 'ok' ? (
          <Text size="sm">{t.state[usage.state]}</Text>
        ) : usage.services.length === 0 ? (
          <Text size="sm">{t.noServices}</Text>
        ) : (
          <>
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {usage.services.map((s) => {
                const line = t.used(s.name, s.used, s.included);
                return (
                  <li key={s.code}>
                    <Text size="sm" fw={600}>
                      {line}
                    </Text>
                    <Progress
                      value={s.included > 0 ? Math.min(100, (s.used / s.included) * 100) : 0}
                      size="sm"
                      color="blue.8"
                      aria-label={line}
                      my={4}
                    />
                    <Text size="xs" c="gray.7">
                      {s.usedOn.length > 0 ? t.usedOn(s.usedOn.map(formatUsDate).join(', ')) : t.notUsed}
                    </Text>
                  </li>
                );
              })}
            </Stack>
            <Text size="sm" fw={600} data-testid="benefit-remaining">
              {t.remaining(usage.remaining)}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
