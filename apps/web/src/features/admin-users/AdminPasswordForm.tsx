import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { passwordsMatch } from '@mhq/domain';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { call, fieldErrorsOf, userMessageOf } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { READABLE_ERRORS } from './user-words';

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

/** One's password, changed with the current one through the call every user's settings use. */
export function AdminPasswordForm() {
  const user = useCurrentUser();
  const [form, setForm] = useState(EMPTY);
  const [mismatch, setMismatch] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: () =>
      call('changePassword', {
        params: { id: user.userId },
        body: { currentPassword: form.currentPassword, newPassword: form.newPassword },
      }),
    onSuccess: () => setForm(EMPTY),
  });
  const errors = fieldErrorsOf(change.error);
  const general = change.isError && Object.keys(errors).length === 0 ? userMessageOf(change.error) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wrong = passwordsMatch(form.newPassword, form.confirm);
    setMismatch(wrong);
    if (!wrong) change.mutate();
  };
  const field = (name: keyof typeof EMPTY) => ({
    value: form[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setForm({ ...form, [name]: e.currentTarget.value }),
  });
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="form"
      style={READABLE_ERRORS}
      onSubmit={submit}
      noValidate
      aria-label="Password"
      maw={720}
    >
      <Title order={2} size="h4">
        Password
      </Title>
      <Text size="sm" c="gray.7" mt={4} mb="md">
        Enter your current password, then the new one twice. Your other sessions end when it changes.
      </Text>
      <Stack gap="sm">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword}
          required
          {...field('currentPassword')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          error={errors.newPassword}
          required
          {...field('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          error={mismatch}
          required
          {...field('confirm')}
        />
        {general && (
          <Text c="red.8" size="sm" role="alert">
            {general}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
