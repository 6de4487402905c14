import { Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconUsers } from '@tabler/icons-react';
import { useCurrentUser } from '../../app/current-user';
import { fullName } from '../../app/shell/shell-office';
import { tenant } from '../../app/tenant';
import { PageHeader } from '../../ui/PageHeader';

/** Small-business landing: the business and the employee benefit it offers through BusinessConnect. */
export function BusinessHomePage() {
  const user = useCurrentUser();
  const business = user.linkedWith?.name ?? user.employees[0]?.businessName ?? null;
  return (
    <>
      <PageHeader
        eyebrow="BusinessConnect"
        title={business ?? `Welcome, ${user.firstName}`}
        subtitle={`Signed in as ${fullName(user)}. Offer your team ${tenant.professionalName} membership plans as an employee benefit.`}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="lg">
          <Stack gap="xs">
            <IconUsers size={26} stroke={1.5} aria-hidden color="var(--mantine-primary-color-filled)" />
            <Title order={2} size="h4">
              Your members
            </Title>
            <Text size="sm" c="gray.7">
              Employees who enroll through your BusinessConnect link appear here with their plan and practice.
            </Text>
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="xs">
            <IconBuildingStore size={26} stroke={1.5} aria-hidden color="var(--mantine-primary-color-filled)" />
            <Title order={2} size="h4">
              Your business
            </Title>
            {user.employees.length > 0 ? (
              user.employees.map((e) => (
                <Stack key={e.businessName} gap={4}>
                  {e.logo_url && (
                    <Image src={e.logo_url} alt={`${e.businessName} logo`} h={40} w="auto" fit="contain" />
                  )}
                  <Text fw={600}>{e.businessName}</Text>
                </Stack>
              ))
            ) : (
              <Text size="sm" c="gray.7">
                {business ?? 'Your business details appear here once your account is linked.'}
              </Text>
            )}
            <Text size="sm" c="gray.7">
              Questions? {tenant.supportEmail} · {tenant.supportPhone}
            </Text>
          </Stack>
        </Card>
      </SimpleGrid>
    </>
  );
}
