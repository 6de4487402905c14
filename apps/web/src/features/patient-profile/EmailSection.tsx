import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { PatientProfile } from '@mhq/contract';
import { email as emailRule, VALIDATION_MESSAGES } from '@mhq/domain';
import { type FormEvent, useState } from 'react';
import { call } from '../../app/api';
import { messageIn } from '../enrolment/enrolment-texts';
import { usePortalLang, usePortalTexts } from '../portal/portal-language';
import { fieldErrorsIn, useErrorText, useProfileChange } from './patient-profile-api';
import { PROFILE_TEXTS } from './patient-profile-texts';

/**
 * The sign-in email: a new one is confirmed from its own mailbox before it takes over; meanwhile the page says where
 * the link went, and the change can be withdrawn.
 */
export function EmailSection({ profile }: { profile: PatientProfile }) {
  const t = usePortalTexts(PROFILE_TEXTS);
  const lang = usePortalLang();
  const errorText = useErrorText();
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useProfileChange((email: string) => call('changePatientEmail', { body: { email } }));
  const withdraw = useProfileChange(() => call('cancelPatientEmailChange', {}));
  const pending = profile.pendingEmail;
  const until = pending
    ? new Date(pending.expiresAt).toLocaleString(lang === 'es' ? 'es-US' : 'en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const invalid = emailRule(next.trim());
    if (invalid || !next.trim()) return setError(messageIn(lang, invalid ?? VALIDATION_MESSAGES.required));
    setError(undefined);
    send.mutate(next.trim(), {
      onSuccess: () => setNext(''),
      onError: (err) => setError(fieldErrorsIn(lang, err).email ?? errorText(err)),
    });
  };

  return (
    <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit} noValidate aria-labelledby="email-title">
      <Title order={2} size="h4" id="email-title">
        {t.email}
      </Title>
      <Text size="sm" c="gray.7" mt={4} mb="md">
        {t.emailLead}
      </Text>
      <Stack gap="sm" maw={440}>
        <TextInput label={t.currentEmail} value={profile.email} readOnly variant="filled" />
        {pending && (
          <Alert color="blue" role="status" title={t.waiting(pending.email)}>
            <Text size="sm">{t.waitingLead(until)}</Text>
            <Button
              variant="subtle"
              size="compact-sm"
              mt="xs"
              px={0}
              loading={withdraw.isPending}
              onClick={() => withdraw.mutate(undefined)}
            >
              {t.withdraw}
            </Button>
          </Alert>
        )}
        <TextInput
          label={t.newEmail}
          type="email"
          autoComplete="email"
          value={next}
          onChange={(e) => setNext(e.currentTarget.value)}
          error={error}
        />
      </Stack>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={send.isPending}>
          {t.sendLink}
        </Button>
      </Group>
    </Paper>
  );
}
