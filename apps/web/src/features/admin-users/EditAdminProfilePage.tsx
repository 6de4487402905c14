import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { AdminProfile } from '@mhq/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { call, fieldErrorsOf, userMessageOf } from '../../app/api';
import { CURRENT_USER_KEY } from '../../app/current-user';
import { ListStates } from '../../ui/ListStates';
import { PageHeader } from '../../ui/PageHeader';
import { AdminPasswordForm } from './AdminPasswordForm';
import { ADMIN_PROFILE_KEY, phoneWords, useAdminProfile } from './use-admin-profile';
import { READABLE_ERRORS } from './user-words';

/** /admin/edit-profile: one's own name and phone, and one's password. */
export function EditAdminProfilePage() {
  const profile = useAdminProfile();
  return (
    <>
      <PageHeader
        eyebrow="Platform admin"
        title="Edit profile"
        subtitle="Your email signs you in and your role is given by a super admin: neither changes here."
        actions={
          <Button component={Link} to="/admin/profile" variant="default">
            Back to profile
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
      {profile.data && (
        <Stack gap="lg">
          <ProfileForm profile={profile.data.profile} />
          <AdminPasswordForm />
        </Stack>
      )}
    </>
  );
}

function ProfileForm({ profile }: { profile: AdminProfile }) {
  const queryClient = useQueryClient();
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [phone, setPhone] = useState(phoneWords(profile.phone));
  const save = useMutation({
    mutationFn: () => call('updateAdminProfile', { body: { firstName, lastName, phone } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_PROFILE_KEY });
      // The header shows the name.
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
  const errors = fieldErrorsOf(save.error);
  const general = save.isError && Object.keys(errors).length === 0 ? userMessageOf(save.error) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="form"
      style={READABLE_ERRORS}
      onSubmit={submit}
      noValidate
      aria-label="Your details"
      maw={720}
    >
      <Title order={2} size="h4">
        Your details
      </Title>
      <Text size="sm" c="gray.7" mt={4} mb="md">
        Signed in as {profile.email}.
      </Text>
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="First name"
            value={firstName}
            onChange={(e) => setFirstName(e.currentTarget.value)}
            error={errors.firstName}
            required
          />
          <TextInput
            label="Last name"
            value={lastName}
            onChange={(e) => setLastName(e.currentTarget.value)}
            error={errors.lastName}
            required
          />
        </Group>
        <TextInput
          type="tel"
          label="Phone (optional)"
          description="10 digits, US"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          error={errors.phone}
          maw={320}
        />
        {general && (
          <Text c="red.8" size="sm" role="alert">
            {general}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save details
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
