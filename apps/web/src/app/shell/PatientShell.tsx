import { Anchor, Button, Group, Text } from '@mantine/core';
import { activeNavLink, builtOnly, FAQ_PATH, patientMenu } from '@mhq/domain';
import { IconArrowBackUp, IconLogout } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useFollowPatientLanguage } from '../../features/portal/portal-language';
import { useCurrentUser } from '../current-user';
import { isImpersonating } from '../session';
import { Shell } from './Shell';
import { fullName } from './shell-office';
import { useSessionActions } from './use-session-actions';

/** Client users: no sidebar, a 'Primary account holder' header with Log Out (and Back to Admin). */
export function PatientShell({ children }: { children: ReactNode }) {
  useFollowPatientLanguage();
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  const menu = builtOnly(patientMenu());
  const current = activeNavLink(menu, { pathname, search });
  const { logOut, backToAdmin } = useSessionActions();
  // On a phone the menu is one row that scrolls sideways: the page's own entry is brought into view.
  const nav = useRef<HTMLElement>(null);
  const activeKey = current?.key;
  useEffect(() => {
    const bar = nav.current;
    if (!activeKey) return;
    const active = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar || !active) return;
    const link = active.getBoundingClientRect();
    const row = bar.getBoundingClientRect();
    bar.scrollLeft += link.left + link.width / 2 - (row.left + row.width / 2);
  }, [activeKey]);
  return (
    <Shell
      homePath="/patient-details/dashboard"
      headerRight={
        <Group gap="sm" wrap="nowrap">
          <div className="patient-holder">
            <Text size="xs" c="gray.7" lh={1.2}>
              {t('top.primaryAccountHolder')}
            </Text>
            <Text size="sm" fw={600} lh={1.3} truncate maw={180}>
              {fullName(user)}
            </Text>
          </div>
          {isImpersonating() && (
            <Button
              size="xs"
              color="#b5400b"
              leftSection={<IconArrowBackUp size={14} aria-hidden />}
              onClick={backToAdmin}
            >
              {t('top.backToAdmin')}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconLogout size={14} aria-hidden />}
            onClick={() => void logOut()}
          >
            {t('top.logOut')}
          </Button>
        </Group>
      }
      subHeader={
        <nav className="patient-nav" aria-label={t('nav.mainMenu')} ref={nav}>
          <Group gap="md" px="md" wrap="nowrap">
            {menu.map((item) =>
              item.kind === 'link' ? (
                <Anchor
                  key={item.key}
                  component={Link}
                  to={item.path}
                  className="patient-nav-link"
                  data-active={item === current || undefined}
                  aria-current={item === current ? 'page' : undefined}
                >
                  {t(item.label)}
                </Anchor>
              ) : null,
            )}
            <Anchor component={Link} to={FAQ_PATH} className="patient-nav-link">
              {t('top.faq')}
            </Anchor>
          </Group>
        </nav>
      }
    >
      {children}
    </Shell>
  );
}
