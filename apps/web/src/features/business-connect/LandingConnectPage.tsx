import { Alert, Anchor, Button, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconDiscount, IconShieldOff, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { userMessageOf } from '../../app/api';
import { tenant } from '../../app/tenant';
import { PageHeader } from '../../ui/PageHeader';
import { useMembersScope } from '../members/members-api';
import { useBusinessConnect } from './bc-api';
import { bcText } from './bc-texts';
import { bcOffered, NotOffered } from './NotOffered';
import { TurnOnCard } from './TurnOnCard';

const POINTS = [
  {
    icon: IconBuildingStore,
    title: 'Employers offer your plans',
    body: 'Local businesses offer your membership plans to their staff as a benefit that costs them nothing.',
  },
  {
    icon: IconDiscount,
    title: 'Their staff get a discount',
    body: 'You choose the discount (10% unless you change it) and which of your plans employers may offer.',
  },
  {
    icon: IconUsers,
    title: 'Employees enroll through the link',
    body: 'Each business shares its own link to your enrollment page; employees and their families enroll and pay themselves.',
  },
  {
    icon: IconShieldOff,
    title: 'No insurance involved',
    body: 'Membership plans are not insurance: no claims, no networks, no paperwork for the business.',
  },
];

/** /dentist-new/landing-connect: what BusinessConnect is, shown while it is off, with the switch. */
export function LandingConnectPage() {
  const t = bcText(tenant);
  const { officeId } = useMembersScope();
  const bc = useBusinessConnect(bcOffered() ? officeId : null);
  if (!bcOffered()) return <NotOffered />;
  return (
    <>
      <PageHeader
        eyebrow={t.eyebrow}
        title="Grow your membership with local employers"
        subtitle={`BusinessConnect lets businesses near you offer your ${t.care} membership plans to their employees.`}
      />
      <Stack gap="lg" maw={960}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {POINTS.map((p) => (
            <Card withBorder radius="md" padding="md" key={p.title}>
              <Group gap="sm" align="flex-start" wrap="nowrap">
                <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                  <p.icon size={20} />
                </ThemeIcon>
                <div>
                  <Title order={2} size="h5">
                    {p.title}
                  </Title>
                  <Text size="sm" c="gray.7">
                    {p.body}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
        <Card withBorder radius="md" padding="md">
          <Title order={2} size="h5" mb="xs">
            How it works for your practice
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>
              You invite businesses from your BusinessConnect page; each gets a free business account.
            </List.Item>
            <List.Item>Members who come through a business are ordinary members of your practice.</List.Item>
            <List.Item>You see each business’s enrolled employees and the revenue they bring.</List.Item>
          </List>
          <Anchor component={Link} to="/dentist-new/video-connect" size="sm" mt="sm" display="inline-block">
            See how it works, step by step
          </Anchor>
        </Card>
        {officeId === null ? (
          <Alert color="gray">{t.noOffice}</Alert>
        ) : bc.isError ? (
          <Alert color="red">{userMessageOf(bc.error)}</Alert>
        ) : bc.data?.on ? (
          <Alert color="green" role="status">
            <Group justify="space-between" wrap="wrap">
              <Text size="sm">
                <Text span fw={700} inherit>
                  BusinessConnect is on.
                </Text>{' '}
                Invite businesses and follow their employees on your BusinessConnect page.
              </Text>
              <Button component={Link} to="/account/business-connect" size="xs">
                Open BusinessConnect
              </Button>
            </Group>
          </Alert>
        ) : (
          <TurnOnCard officeId={officeId} />
        )}
      </Stack>
    </>
  );
}
