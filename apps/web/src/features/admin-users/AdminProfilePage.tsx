import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListStates } from '../../ui/ListStates';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { phoneWords, useAdminProfile } from './use-admin-profile';
import { ROLE_WORDS } from './user-words';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="gray.7" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** /admin/profile: one's own name, email, phone and role. */
export function AdminProfilePage() {
  const profile = useAdminProfile();
  const p = profile.data?.profile;
  return (
    <>
      <PageHeader
        eyebrow="Platform admin"
        title="Your profile"
        subtitle="How the platform team and the audit log know you."
        actions={
          <Button component={Link} to="/admin/edit-profile" leftSection={<IconPencil size={16} aria-hidden />}>
            Edit profile
          </Button>
        }
      />
      <ListStates
        query={profile}
        loading="Loading your profile"
        failed="Your profile could not be loaded"
        isEmpty={false}
        empty=""
      />
      {p && (
        <Card withBorder padding="lg" radius="md" maw={720}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Field label="Name">{`${p.firstName} ${p.lastName}`}</Field>
            <Field label="Email">{p.email}</Field>
            <Field label="Phone">{p.phone ? phoneWords(p.phone) : 'Not given'}</Field>
            <Field label="Role">
              <Group gap="xs">
                <StatusBadge size="sm" tone={ROLE_WORDS[p.role].tone}>
                  {ROLE_WORDS[p.role].label}
                </StatusBadge>
              </Group>
              <Text size="xs" c="gray.7" mt={4}>
                {ROLE_WORDS[p.role].what}
              </Text>
            </Field>
          </SimpleGrid>
        </Card>
      )}
    </>
  );
}
