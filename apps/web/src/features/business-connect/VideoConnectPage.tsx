import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconChartBar,
  IconLink,
  IconMailForward,
  IconToggleRight,
  type TablerIcon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { tenant } from '../../app/tenant';
import { PageHeader } from '../../ui/PageHeader';
import { bcText } from './bc-texts';
import { bcOffered, NotOffered } from './NotOffered';

const ICONS: TablerIcon[] = [IconToggleRight, IconMailForward, IconLink, IconBuildingStore, IconChartBar];

/** /dentist-new/video-connect: the walkthrough of BusinessConnect as illustrated steps, back to turning it on. */
export function VideoConnectPage() {
  const t = bcText(tenant);
  if (!bcOffered()) return <NotOffered />;
  return (
    <>
      <PageHeader
        eyebrow={t.eyebrow}
        title="How BusinessConnect works"
        subtitle="Five steps from turning it on to seeing employees enrolled."
      />
      <Stack gap="md" maw={760} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {t.steps.map((step, i) => {
          const Icon = ICONS[i] ?? IconLink;
          return (
            <Card component="li" withBorder radius="md" padding="md" key={step.title}>
              <Group align="flex-start" wrap="nowrap" gap="md">
                <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
                  <Icon size={26} />
                </ThemeIcon>
                <div>
                  <Badge variant="light" color="gray" mb={4}>
                    Step {i + 1}
                  </Badge>
                  <Title order={2} size="h5">
                    {step.title}
                  </Title>
                  <Text size="sm" c="gray.7">
                    {step.body}
                  </Text>
                </div>
              </Group>
            </Card>
          );
        })}
      </Stack>
      <Group mt="lg">
        <Button component={Link} to="/dentist-new/landing-connect">
          Turn on BusinessConnect
        </Button>
        <Button component={Link} to="/business-faq" variant="default">
          Questions businesses ask
        </Button>
      </Group>
    </>
  );
}
