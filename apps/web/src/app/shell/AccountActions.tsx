import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { isPlatformAdmin } from '@mhq/domain';
import {
  IconArrowBackUp,
  IconDotsVertical,
  IconHelpCircle,
  IconLogout,
  IconMessageQuestion,
  IconSettings,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../current-user';
import { isImpersonating } from '../session';
import { openSupportModal } from './support';
import { useSessionActions } from './use-session-actions';

type Props = { settingsPath?: string; faqPath?: string; withSupport?: boolean };

/** Settings, FAQ, Support, Log Out and (during impersonation) Back to Admin; a menu on small screens. */
export function AccountActions({ settingsPath, faqPath, withSupport = true }: Props) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { logOut, backToAdmin } = useSessionActions();
  const impersonating = isImpersonating();
  // A platform user's own profile (name, phone, password) is under the account actions, not the side menu.
  const profilePath = isPlatformAdmin(user.type) ? '/admin/profile' : undefined;
  return (
    <>
      <Group gap={4} wrap="nowrap" visibleFrom="sm">
        {impersonating && (
          <Button
            variant="filled"
            color="#b5400b"
            size="sm"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={backToAdmin}
          >
            {t('top.backToAdmin')}
          </Button>
        )}
        {settingsPath && (
          <Button
            component={Link}
            to={settingsPath}
            variant="subtle"
            color="gray"
            c="gray.8"
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            {t('top.settings')}
          </Button>
        )}
        {profilePath && (
          <Button
            component={Link}
            to={profilePath}
            variant="subtle"
            color="gray"
            c="gray.8"
            leftSection={<IconUserCircle size={16} aria-hidden />}
          >
            {t('top.profile')}
          </Button>
        )}
        {faqPath && (
          <Button
            component={Link}
            to={faqPath}
            variant="subtle"
            color="gray"
            c="gray.8"
            leftSection={<IconMessageQuestion size={16} aria-hidden />}
          >
            {t('top.faq')}
          </Button>
        )}
        {withSupport && (
          <Button
            variant="subtle"
            color="gray"
            c="gray.8"
            leftSection={<IconHelpCircle size={16} aria-hidden />}
            onClick={() => void openSupportModal(user)}
          >
            {t('top.support')}
          </Button>
        )}
        <Button
          variant="subtle"
          color="gray"
          c="gray.8"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void logOut()}
        >
          {t('top.logOut')}
        </Button>
      </Group>
      <Menu position="bottom-end" width={240} shadow="md" withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" radius="xl" hiddenFrom="sm" aria-label={t('top.account')}>
            <IconDotsVertical size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {impersonating && (
            <Menu.Item leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={backToAdmin}>
              {t('top.backToAdmin')}
            </Menu.Item>
          )}
          {settingsPath && (
            <Menu.Item component={Link} to={settingsPath} leftSection={<IconSettings size={16} aria-hidden />}>
              {t('top.settings')}
            </Menu.Item>
          )}
          {profilePath && (
            <Menu.Item component={Link} to={profilePath} leftSection={<IconUserCircle size={16} aria-hidden />}>
              {t('top.profile')}
            </Menu.Item>
          )}
          {faqPath && (
            <Menu.Item component={Link} to={faqPath} leftSection={<IconMessageQuestion size={16} aria-hidden />}>
              {t('top.faq')}
            </Menu.Item>
          )}
          {withSupport && (
            <Menu.Item
              leftSection={<IconHelpCircle size={16} aria-hidden />}
              onClick={() => void openSupportModal(user)}
            >
              {t('top.support')}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logOut()}>
            {t('top.logOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
