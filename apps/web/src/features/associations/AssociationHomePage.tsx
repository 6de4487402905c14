import { Anchor, Button, Card, Code, CopyButton, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconStethoscope, IconUsersGroup } from '@tabler/icons-react';
import { useCurrentUser } from '../../app/current-user';
import { fullName } from '../../app/shell/shell-office';
import { tenant } from '../../app/tenant';
import { PageHeader } from '../../ui/PageHeader';

/** Association landing: the association and the member offices it brings to the platform. */
export function AssociationHomePage() {
  const user = useCurrentUser();
  const association = user.linkedWith?.name ?? null;
  // The association's own sign-up address on this brand's host; no card until the association has one.
  const partnerPath = user.linkedWith?.partnerPath ?? null;
  const partnerLink = partnerPath ? `${window.location.origin}${partnerPath}` : null;
  const professionals = tenant.professionalName === 'dentist' ? 'dental' : 'vision';
  return (
    <>
      <PageHeader
        eyebrow="Association"
        title={association ?? `Welcome, ${user.firstName}`}
        subtitle={`Signed in as ${fullName(user)}. Follow the ${professionals} offices that joined ${tenant.name} through your association.`}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="lg">
          <Stack gap="xs">
            <IconStethoscope size={26} stroke={1.5} aria-hidden color="var(--mantine-primary-color-filled)" />
            <Title order={2} size="h4">
              Member offices
            </Title>
            <Text size="sm" c="gray.7">
              Offices that enroll with your association's partner link are listed here, with their plans and members.
            </Text>
          </Stack>
        </Card>
        {partnerLink && (
          <Card withBorder padding="lg">
            <Stack gap="xs">
              <IconUsersGroup size={26} stroke={1.5} aria-hidden color="var(--mantine-primary-color-filled)" />
              <Title order={2} size="h4">
                Your partner link
              </Title>
              <Text size="sm" c="gray.7">
                Share your association's link with your members: it opens {tenant.name} practice sign-up, with your
                association's promotion applied when you have one.
              </Text>
              <Code block className="partner-link" data-testid="partner-link">
                {partnerLink}
              </Code>
              <Group gap="md" wrap="wrap">
                <CopyButton value={partnerLink}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="light" onClick={copy} leftSection={<IconCopy size={14} aria-hidden />}>
                      {copied ? 'Copied' : 'Copy link'}
                    </Button>
                  )}
                </CopyButton>
                <Anchor href={partnerLink} target="_blank" rel="noopener noreferrer" size="sm">
                  Open the sign-up page as your members see it
                </Anchor>
              </Group>
            </Stack>
          </Card>
        )}
      </SimpleGrid>
    </>
  );
}
