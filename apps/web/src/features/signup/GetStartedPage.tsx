import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Progress,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { LaunchItemKey } from '@mhq/domain';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call, userMessageOf } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { PageHeader } from '../../ui/PageHeader';
import { checklistTexts, getStartedTexts as t } from './signup-texts';

/** The launch checklist (/dentist-new/get-started): each item ticks itself from the office's data. */
export function GetStartedPage() {
  const user = useCurrentUser();
  const officeId = user.dentistInfo?.id ?? null;
  const query = useQuery({
    queryKey: ['getStarted', officeId],
    queryFn: ({ signal }) => call('getStarted', { params: { id: officeId ?? 0 }, signal, successToast: false }),
    enabled: officeId !== null,
  });

  return (
    <>
      <PageHeader title={t.title} subtitle={t.lead} />
      {query.isPending && officeId !== null && <Skeleton h={320} />}
      {query.error && <Alert color="red">{userMessageOf(query.error)}</Alert>}
      {query.data && (
        <Card withBorder padding="lg" maw={760}>
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4">
              {user.dentistInfo?.officeName}
            </Title>
            <Text size="sm" c="gray.7">
              {t.progress(query.data.doneCount, query.data.total)}
            </Text>
          </Group>
          <Progress
            value={(query.data.doneCount / query.data.total) * 100}
            mb="lg"
            aria-label={t.progress(query.data.doneCount, query.data.total)}
          />
          <EnrolmentPaymentsAlert items={query.data.items} />
          {query.data.doneCount === query.data.total && (
            <Alert color="green" mb="md">
              {t.allDone}
            </Alert>
          )}
          <List spacing="md" listStyleType="none" p={0}>
            {query.data.items.map((item) => {
              const texts = checklistTexts[item.key as LaunchItemKey];
              return (
                <List.Item
                  key={item.key}
                  data-item={item.key}
                  data-done={item.done}
                  icon={
                    <ThemeIcon
                      size={28}
                      radius="xl"
                      variant={item.done ? 'filled' : 'light'}
                      color={item.done ? 'green.8' : 'gray'}
                    >
                      {item.done ? (
                        <IconCircleCheck size={18} aria-hidden />
                      ) : (
                        <IconCircleDashed size={18} aria-hidden />
                      )}
                    </ThemeIcon>
                  }
                >
                  <Stack gap={0}>
                    <Anchor component={Link} to={item.path} fw={600} c={item.done ? 'gray.7' : undefined}>
                      {texts?.title ?? item.key}
                      {item.done && <span className="visually-hidden"> ({t.done})</span>}
                    </Anchor>
                    <Text size="sm" c="gray.7">
                      {texts?.lead}
                    </Text>
                    {item.blocksEnrolment && (
                      <Badge color="red" variant="light" mt={4} w="fit-content">
                        {t.neededForPayments}
                      </Badge>
                    )}
                  </Stack>
                </List.Item>
              );
            })}
          </List>
        </Card>
      )}
    </>
  );
}

/** An office whose enrolment page cannot take payments is told so first, with the step that fixes it. */
function EnrolmentPaymentsAlert({ items }: { items: { key: string; path: string; blocksEnrolment: boolean }[] }) {
  const blocker = items.find((i) => i.blocksEnrolment);
  if (!blocker) return null;
  return (
    <Alert color="red" mb="md" title={t.cannotTakePaymentsTitle} data-testid="enrolment-payments-blocked">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t.cannotTakePayments}</Text>
        <Button component={Link} to={blocker.path} size="xs">
          {t.fixPayments}
        </Button>
      </Stack>
    </Alert>
  );
}
