import { Anchor, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../current-user';
import { isImpersonating } from '../session';
import { fullName } from './shell-office';
import { useSessionActions } from './use-session-actions';

/** The legacy header of /dentist-new/ pages: Welcome and the name, with the classic links. */
export function LegacyHeader() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { logOut, backToAdmin } = useSessionActions();
  return (
    <nav className="legacy-header" aria-label="Practice links">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} size="sm">
          {t('top.welcome', { name: fullName(user) })}
        </Text>
        <Group gap="md" wrap="wrap">
          <Anchor component={Link} to="/dentist-new/members" size="sm">
            {t('nav.dashboard')}
          </Anchor>
          <Anchor component={Link} to="/dentist-new/faq" size="sm">
            {t('top.faq')}
          </Anchor>
          <Anchor component={Link} to="/dentist/contact-admin" size="sm">
            {t('top.contactAdmin')}
          </Anchor>
          <UnstyledButton className="link-button" onClick={() => void logOut()}>
            {t('top.logOut')}
          </UnstyledButton>
          {isImpersonating() && (
            <UnstyledButton className="link-button" onClick={backToAdmin}>
              {t('top.backToAdmin')}
            </UnstyledButton>
          )}
        </Group>
      </Group>
    </nav>
  );
}
