import { Box, Button, Group, Overlay, Stack, Text } from '@mantine/core';
import { FAQ_PATH, isOfficeUser, isSideMenuDisabled, isUpgradeDue, menuForStanding, practiceMenu } from '@mhq/domain';
import { IconLock } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReleaseNotesModal } from '../../features/admin-lists/lazy';
import { TermsNotice } from '../../features/terms/TermsNotice';
import { useCurrentUser } from '../current-user';
import { useMayInOffice } from '../office-permissions';
import { tenant } from '../tenant';
import { AccountActions } from './AccountActions';
import { MemberSearch } from './MemberSearch';
import { OfficeSwitcher } from './OfficeSwitcher';
import { Shell } from './Shell';
import { SideNav } from './SideNav';
import { shellOfficeOf } from './shell-office';

/** Loaded only for an office the upgrade is due for, so other offices' shells carry none of its code. */
const UpgradePrompt = lazy(() =>
  import('../../features/money/UpgradePrompt').then((m) => ({ default: m.UpgradePrompt })),
);

/** The practice shell: side menu with the shell rules, top bar with search, office switcher and account actions. */
export function PracticeShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const office = shellOfficeOf(user);
  // Each office standing sees only the entries it may use (the office permission matrix).
  const may = useMayInOffice();
  const items = menuForStanding(
    practiceMenu({ tenant, office, businessConnectOn: Boolean(user.dentistInfo?.daoi.businessConnectOn) }),
    may,
  );
  const locked = isSideMenuDisabled(office, user.tieredPayment);
  const noPlans = office?.membershipCount === 0;

  return (
    <Shell
      homePath={tenant.officeDashboardPath}
      headerRight={
        <Group gap="sm" wrap="nowrap">
          <Box visibleFrom="md">
            <MemberSearch />
          </Box>
          <Box visibleFrom="xs">
            <OfficeSwitcher />
          </Box>
          <AccountActions settingsPath="/account/settings/user" faqPath={FAQ_PATH} />
        </Group>
      }
      navbar={(close) => (
        <Box pos="relative" h="100%" className="side-nav-inner">
          <Box hiddenFrom="md" p="md" pb={0}>
            <MemberSearch id="member-search-mobile" />
          </Box>
          <Box hiddenFrom="xs" px="md" pt="sm">
            <OfficeSwitcher />
          </Box>
          {user.dentistInfo?.logo && (
            <Box px="md" pt="md">
              <img
                src={user.dentistInfo.logo}
                alt={`${user.dentistInfo.officeName} logo`}
                className="office-logo"
                data-testid="office-logo"
              />
            </Box>
          )}
          <Box p="sm" inert={locked || undefined} aria-hidden={locked || undefined}>
            <SideNav items={items} dashboardKey="dashboard" onNavigate={close} />
          </Box>
          {locked && (
            <Overlay color="#000" backgroundOpacity={0.7} blur={2} zIndex={5} className="side-nav-lock">
              <Stack align="center" justify="center" h="100%" p="lg" gap="sm" ta="center">
                <IconLock size={28} color="#fff" aria-hidden />
                <Text c="white" size="sm" fw={500}>
                  {noPlans ? t('nav.menuLocked') : t('nav.menuLockedTier')}
                </Text>
                {noPlans && (
                  <Button
                    component={Link}
                    to="/account/settings/membership-plan"
                    size="xs"
                    variant="white"
                    onClick={close}
                  >
                    {t('nav.setUpPlans')}
                  </Button>
                )}
                {!noPlans && (
                  // Tier level 0 with a tier customer: the billing page (never covered) takes the new card and pays.
                  <Button component={Link} to="/account/settings/billing" size="xs" variant="white" onClick={close}>
                    {t('nav.payTier')}
                  </Button>
                )}
              </Stack>
            </Overlay>
          )}
        </Box>
      )}
    >
      <Suspense fallback={null}>
        <ReleaseNotesModal />
      </Suspense>
      {isOfficeUser(user.type) && <TermsNotice />}
      {isUpgradeDue(tenant, office) && (
        <Suspense fallback={null}>
          <UpgradePrompt />
        </Suspense>
      )}
      {children}
    </Shell>
  );
}
