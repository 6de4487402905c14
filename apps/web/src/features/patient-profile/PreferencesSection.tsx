import { Alert, Badge, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ContactPreferences, PatientProfile } from '@mhq/contract';
import { type FormEvent, useState } from 'react';
import { call } from '../../app/api';
import { usePortalTexts } from '../portal/portal-language';
import { useErrorText, useProfileChange } from './patient-profile-api';
import { PROFILE_TEXTS } from './patient-profile-texts';

/** Reminders the household may turn off; payment notices shown as always on, because they are. */
export function PreferencesSection({ profile }: { profile: PatientProfile }) {
  const t = usePortalTexts(PROFILE_TEXTS);
  const errorText = useErrorText();
  const [prefs, setPrefs] = useState<ContactPreferences>(profile.preferences);
  const save = useProfileChange((body: ContactPreferences) => call('setContactPreferences', { body }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(prefs);
  };
  return (
    <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit} aria-labelledby="messages-title">
      <Title order={2} size="h4" id="messages-title">
        {t.messages}
      </Title>
      <Text size="sm" c="gray.7" mt={4} mb="md">
        {t.messagesLead}
      </Text>
      {save.isError && (
        <Alert color="red" mb="md" role="alert">
          {errorText(save.error)}
        </Alert>
      )}
      <Stack gap="sm">
        <Checkbox
          label={t.reminderMail}
          checked={prefs.reminderMail}
          onChange={(e) => setPrefs({ ...prefs, reminderMail: e.currentTarget.checked })}
        />
        <Checkbox
          label={t.reminderTexts}
          description={t.textsNeedMobile}
          checked={prefs.reminderTexts}
          onChange={(e) => setPrefs({ ...prefs, reminderTexts: e.currentTarget.checked })}
        />
        <Group gap="xs" wrap="nowrap" align="flex-start" mt="xs">
          <Badge color="teal.9" variant="filled" style={{ flexShrink: 0 }}>
            {t.alwaysOn}
          </Badge>
          <Text size="sm">{t.alwaysOnList}</Text>
        </Group>
      </Stack>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={save.isPending}>
          {t.savePreferences}
        </Button>
      </Group>
    </Paper>
  );
}
