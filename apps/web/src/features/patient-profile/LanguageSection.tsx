import { Paper, Radio, Stack, Text, Title } from '@mantine/core';
import type { PatientProfile, PortalLanguage } from '@mhq/contract';
import { useState } from 'react';
import { call } from '../../app/api';
import { usePortalTexts } from '../portal/portal-language';
import { useErrorText, useProfileChange } from './patient-profile-api';
import { PROFILE_TEXTS } from './patient-profile-texts';

/** English or Spanish for the household: saved as soon as it is picked, and the whole portal switches with it. */
export function LanguageSection({ profile }: { profile: PatientProfile }) {
  const t = usePortalTexts(PROFILE_TEXTS);
  const errorText = useErrorText();
  const save = useProfileChange((language: PortalLanguage) => call('setPatientLanguage', { body: { language } }));
  // Shown as picked at once; back to the saved language if saving fails.
  const [value, setValue] = useState<PortalLanguage>(profile.language);
  const pick = (v: string) => {
    const language = v === 'es' ? 'es' : 'en';
    setValue(language);
    save.mutate(language, { onError: () => setValue(profile.language) });
  };
  return (
    <Paper withBorder p="lg" radius="md">
      <Radio.Group
        value={value}
        onChange={pick}
        label={
          <Title order={2} size="h4" component="span">
            {t.language}
          </Title>
        }
        description={t.languageLead}
        error={save.isError ? errorText(save.error) : undefined}
      >
        <Stack gap="sm" mt="md">
          <Radio value="en" label={t.english} lang="en" disabled={save.isPending} />
          <Radio value="es" label={t.spanish} lang="es" disabled={save.isPending} />
        </Stack>
      </Radio.Group>
      <Text size="xs" c="gray.7" mt="sm" aria-live="polite">
        {save.isPending ? '…' : ''}
      </Text>
    </Paper>
  );
}
