import { Button, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatPhone, passwordsMatch } from '@mhq/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { call } from '../../app/api';
import { CURRENT_USER_KEY, useCurrentUser } from '../../app/current-user';
import { PageHeader } from '../../ui/PageHeader';
import { officeText as t } from './office-settings-texts';
import { fieldErrorsOf, notifyError } from './use-office';

/** The signed-in user's own settings (/account/settings/user?tab=info): name, phone, password. */
export function UserSettingsPage() {
  return (
    <>
      <PageHeader title={t.userTitle} subtitle={t.userSubtitle} />
      <Stack gap="lg" maw={720}>
        <InfoForm />
        <PasswordForm />
      </Stack>
    </>
  );
}

function InfoForm() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    firstName: user.firstName,
    middleName: user.middleName ?? '',
    lastName: user.lastName,
    phone: user.phone ? formatPhone(user.phone) : '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => call('updateUserInfo', { params: { id: user.id }, body: form }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    save.mutate(undefined, {
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        notifyError(error);
      },
    });
  };
  return (
    <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit} noValidate aria-label={t.info}>
      <Title order={2} size="h4" mb="md">
        {t.info}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t.firstName}
          required
          value={form.firstName}
          onChange={(e) => setForm({ ...form, firstName: e.currentTarget.value })}
          error={errors.firstName}
        />
        <TextInput
          label={t.middleName}
          value={form.middleName}
          onChange={(e) => setForm({ ...form, middleName: e.currentTarget.value })}
          error={errors.middleName}
        />
        <TextInput
          label={t.lastName}
          required
          value={form.lastName}
          onChange={(e) => setForm({ ...form, lastName: e.currentTarget.value })}
          error={errors.lastName}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        <TextInput
          label={t.userPhone}
          type="tel"
          value={form.phone}
          onChange={(e) => setForm({ ...form, phone: e.currentTarget.value })}
          onBlur={(e) => setForm({ ...form, phone: formatPhone(e.currentTarget.value) })}
          error={errors.phone}
        />
        <TextInput label={t.emailReadOnly} value={user.email} readOnly variant="filled" />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={save.isPending}>
          {t.saveInfo}
        </Button>
      </Group>
    </Paper>
  );
}

function PasswordForm() {
  const user = useCurrentUser();
  const empty = { currentPassword: '', newPassword: '', confirm: '' };
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useMutation({
    mutationFn: () =>
      call('changePassword', {
        params: { id: user.id },
        body: { currentPassword: form.currentPassword, newPassword: form.newPassword },
      }),
    onSuccess: () => setForm(empty),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const mismatch = passwordsMatch(form.newPassword, form.confirm);
    if (mismatch) return setErrors({ confirm: mismatch });
    setErrors({});
    change.mutate(undefined, {
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        notifyError(error);
      },
    });
  };
  return (
    <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit} noValidate aria-label={t.password}>
      <Title order={2} size="h4">
        {t.password}
      </Title>
      <Text size="sm" c="gray.7" mt={4} mb="md">
        {t.passwordLead}
      </Text>
      <Stack gap="sm" maw={360}>
        <PasswordInput
          label={t.currentPassword}
          required
          autoComplete="current-password"
          value={form.currentPassword}
          onChange={(e) => setForm({ ...form, currentPassword: e.currentTarget.value })}
          error={errors.currentPassword}
        />
        <PasswordInput
          label={t.newPassword}
          required
          autoComplete="new-password"
          value={form.newPassword}
          onChange={(e) => setForm({ ...form, newPassword: e.currentTarget.value })}
          error={errors.newPassword}
        />
        <PasswordInput
          label={t.confirmPassword}
          required
          autoComplete="new-password"
          value={form.confirm}
          onChange={(e) => setForm({ ...form, confirm: e.currentTarget.value })}
          error={errors.confirm}
        />
      </Stack>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={change.isPending}>
          {t.savePassword}
        </Button>
      </Group>
    </Paper>
  );
}
