import { Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { COMMUNITY_DISCOUNT_MAX } from '@mhq/domain';
import { Link } from 'react-router';
import { tenant } from '../../app/tenant';
import { PageHeader } from '../../ui/PageHeader';
import { usePageTitle } from '../../ui/use-page-title';

const STEPS = [
  {
    title: 'Create a group',
    text: `Name the church, school or club, choose its code, its members' discount (up to ${COMMUNITY_DISCOUNT_MAX}%) and the plans they may choose.`,
  },
  {
    title: 'Share its link',
    text: 'The organizer shares the group’s link or code. Members enroll online, in English or Spanish, at the group’s price.',
  },
  {
    title: 'See who joined',
    text: 'Each group shows its households and active members; the members list filters them as “Community”.',
  },
];

/** /dentist-new/landing-community-connect: what CommunityConnect is, and where to start. */
export function CommunityLandingPage() {
  usePageTitle('CommunityConnect');
  return (
    <>
      <PageHeader
        eyebrow="CommunityConnect"
        title="Bring your community into your practice"
        subtitle={`Give local groups their own code for your ${tenant.professionalName}'s membership plans.`}
      />
      <Stack gap="lg" maw={960}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {STEPS.map((s, i) => (
            <Card key={s.title} withBorder radius="md" padding="lg">
              <Text size="xs" fw={700} c="gray.7">
                Step {i + 1}
              </Text>
              <Title order={2} size="h4" my={4}>
                {s.title}
              </Title>
              <Text size="sm">{s.text}</Text>
            </Card>
          ))}
        </SimpleGrid>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="xs">
            Good to know
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>
              The discount applies to every plan the group offers, or the family discount when it is larger.
            </List.Item>
            <List.Item>
              Close a group at any time: its code stops enrolling; members already enrolled stay members.
            </List.Item>
            <List.Item>
              Organizers may ask you for a group at {window.location.origin}/accounts/community-signup: their request
              waits for you to set it up or decline it.
            </List.Item>
          </List>
        </Card>
        <Group>
          <Button component={Link} to="/account/community-connect" size="md">
            Start with CommunityConnect
          </Button>
        </Group>
      </Stack>
    </>
  );
}
