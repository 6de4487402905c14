import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@mhq/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { call } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { usePortalLang, usePortalTexts } from '../portal/portal-language';
import { fieldErrorsIn, useErrorText } from './patient-profile-api';
import { PROFILE_TEXTS } from './patient-profile-texts';

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

/** The password, changed with the current one through the call every user's settings use. */
export function PasswordSection() {
  const t = usePortalTexts(PROFILE_TEXTS);
  const lang = usePortalLang();
  const errorText = useErrorText();
  const user = useCurrentUser();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const change = useMutation({
    mutationFn: () =>
      call('changePassword', {
        params: { id: user.id },
        body: { currentPassword: form.currentPassword, newPassword: form.newPassword },
        successToast: false,
      }),
    onSuccess: () => {
      setForm(EMPTY);
      setDone(true);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    const next: Record<string, string> = {};
    if (!form.currentPassword) next.currentPassword = t.wrongPassword;
    if (form.newPassword.length < PASSWORD_MIN_LENGTH) next.newPassword = t.tooShort(PASSWORD_MIN_LENGTH);
    if (form.newPassword !== form.confirm) next.confirm = t.passwordsMatch;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    change.mutate(undefined, {
      onError: (error) => {
        const fields = fieldErrorsIn(lang, error);
        setErrors(fields.currentPassword ? { ...fields, currentPassword: t.wrongPassword } : fields);
      },
    });
  };
  const set = (name: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [name]: e.currentTarget.value });

  return (
    <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit} noValidate aria-labelledby="password-title">
      <Title order={2} size="h4" id="password-title">
        {t.password}
      </Title>
      <Text size="sm" c="gray.7" mt={4} mb="md">
        {t.passwordLead}
      </Text>
      {done && (
        <Alert color="teal" mb="md" role="status">
          {t.passwordChanged}
        </Alert>
      )}
      {change.isError && Object.keys(errors).length === 0 && (
        <Alert color="red" mb="md" role="alert">
          {errorText(change.error)}
        </Alert>
      )}
      <Stack gap="sm" maw={360}>
        <PasswordInput
          label={t.currentPassword}
          required
          autoComplete="current-password"
          value={form.currentPassword}
          onChange={set('currentPassword')}
          error={errors.currentPassword}
        />
        <PasswordInput
          label={t.newPassword}
          required
          autoComplete="new-password"
          value={form.newPassword}
          onChange={set('newPassword')}
          error={errors.newPassword}
        />
        <PasswordInput
          label={t.confirmPassword}
          required
          autoComplete="new-password"
          value={form.confirm}
          onChange={set('confirm')}
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
