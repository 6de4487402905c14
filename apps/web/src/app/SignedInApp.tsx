import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './shell/shell.css';
import { Button, Center, Loader, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { type Area, adminMenu, areaOf, associationMenu, businessMenu, TOAST_AUTO_CLOSE_MS } from '@mhq/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { i18n } from '../i18n';
import { NotFoundContent } from '../ui/NotFoundContent';
import { setApiHooks, userMessageOf } from './api';
import { CurrentUserContext, useCurrentUser, useCurrentUserQuery } from './current-user';
import { getToken } from './session';
import { AreaShell } from './shell/AreaShell';
import { IdleLogout } from './shell/IdleLogout';
import { PatientShell } from './shell/PatientShell';
import { PracticeShell } from './shell/PracticeShell';
import { tenant } from './tenant';
import { buildCssVariablesResolver, buildTheme } from './theme';

const theme = buildTheme(tenant);
const cssVariablesResolver = buildCssVariablesResolver(tenant);

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1, staleTime: 10_000 },
    },
  });
}

/**
 * Everything behind sign-in: Mantine, TanStack Query, i18next, toasts and modals, the current user,
 * the shell of the user's area and idle logout. One lazy chunk: the sign-in pages never load it.
 */
export function SignedInApp() {
  const [queryClient] = useState(makeQueryClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} zIndex={1000} />
            <ApiHooks />
            <SessionGate />
          </ModalsProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}

/** Success toasts for `_message` answers, error toasts, and 'Failed to authenticate' back to sign-in. */
function ApiHooks() {
  const navigate = useNavigate();
  useEffect(() => {
    setApiHooks({
      successToast: (message) => notifications.show({ color: 'green', title: 'Success', message }),
      errorToast: (message) => notifications.show({ color: 'red', title: 'Error', message }),
      onFailedToAuthenticate: () => navigate('/accounts/login', { replace: true }),
    });
  }, [navigate]);
  return null;
}

function SessionGate() {
  const location = useLocation();
  const hasToken = Boolean(getToken());
  const query = useCurrentUserQuery();
  if (!hasToken) return <Navigate to="/accounts/login" replace state={{ from: location.pathname }} />;
  if (query.isPending) return <FullPageLoader />;
  if (!query.data) return <AccountLoadError error={query.error} retry={() => void query.refetch()} />;
  const user = query.data.data;
  return (
    <CurrentUserContext.Provider value={user}>
      <AreaFrame area={areaOf(user.type)}>
        <Outlet />
      </AreaFrame>
      <IdleLogout />
    </CurrentUserContext.Provider>
  );
}

function AreaFrame({ area, children }: { area: Area; children: ReactNode }) {
  const user = useCurrentUser();
  switch (area) {
    case 'office':
      return <PracticeShell>{children}</PracticeShell>;
    case 'patient':
      return <PatientShell>{children}</PatientShell>;
    case 'admin':
      return (
        <AreaShell
          homePath="/admin/dentists"
          items={adminMenu(user.type, user.featureFlags, { devMailbox: user.devMailbox })}
          areaLabel="Platform admin"
        >
          {children}
        </AreaShell>
      );
    case 'business':
      return (
        <AreaShell homePath="/business/members" items={businessMenu()} areaLabel={user.linkedWith?.name ?? 'Business'}>
          {children}
        </AreaShell>
      );
    case 'association':
      return (
        <AreaShell homePath="/associations/dentists" items={associationMenu()} areaLabel="Association">
          {children}
        </AreaShell>
      );
  }
}

function FullPageLoader() {
  return (
    <Center h="100vh" component="main" aria-busy="true" aria-label="Loading">
      <Loader />
    </Center>
  );
}

function AccountLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" component="main" p="md">
      <Stack align="center" ta="center" maw={420}>
        <img src={tenant.logos.full} alt={tenant.name} height={40} />
        <Title order={1} size="h3">
          {t('load.failed')}
        </Title>
        {userMessageOf(error) && <Text c="gray.7">{userMessageOf(error)}</Text>}
        <Button onClick={retry}>{t('load.retry')}</Button>
        <Button component="a" href="/accounts/login" variant="subtle">
          {t('load.signIn')}
        </Button>
      </Stack>
    </Center>
  );
}

/** Pages of one area: another area's user sees the 404 inside their own shell. */
export function AreaGate({ area }: { area: Area }) {
  const user = useCurrentUser();
  return areaOf(user.type) === area ? <Outlet /> : <NotFoundContent />;
}

/** A signed-in path whose page is not built (or not found): the 404 inside the shell. */
export function ShellNotFound() {
  return <NotFoundContent />;
}
