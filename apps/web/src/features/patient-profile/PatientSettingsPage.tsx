import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { usePortalTexts } from '../portal/portal-language';
import { DetailsSection } from './DetailsSection';
import { EmailSection } from './EmailSection';
import { LanguageSection } from './LanguageSection';
import { PasswordSection } from './PasswordSection';
import { PreferencesSection } from './PreferencesSection';
import { useErrorText, usePatientProfile } from './patient-profile-api';
import { PROFILE_TEXTS } from './patient-profile-texts';

type Props = {
  /** 'profile' (/patient/profile): who the account holder is; 'settings' (/patient-details/settings): everything. */
  part: 'profile' | 'settings';
};

/**
 * The account holder's own page: name, email (confirmed from the new address), mobile and address; in Settings also
 * the household's language, the reminders it wants and the password.
 */
export function PatientSettingsPage({ part }: Props) {
  const t = usePortalTexts(PROFILE_TEXTS);
  const errorText = useErrorText();
  const profile = usePatientProfile();
  return (
    <>
      <PageHeader
        title={part === 'settings' ? t.settingsTitle : t.profileTitle}
        subtitle={part === 'settings' ? t.settingsSubtitle : t.profileSubtitle}
      />
      {profile.isPending ? (
        <Loader role="status" aria-label={t.loading} />
      ) : profile.isError ? (
        <Alert color="gray">{errorText(profile.error)}</Alert>
      ) : (
        <Stack gap="lg" maw={760}>
          {part === 'settings' && <LanguageSection profile={profile.data} />}
          <DetailsSection profile={profile.data} />
          <EmailSection profile={profile.data} />
          {part === 'settings' ? (
            <>
              <PreferencesSection profile={profile.data} />
              <PasswordSection />
            </>
          ) : (
            <Text size="sm">
              {t.moreSettings}{' '}
              <Anchor component={Link} to="/patient-details/settings" underline="always">
                {t.openSettings}
              </Anchor>
            </Text>
          )}
        </Stack>
      )}
    </>
  );
}
