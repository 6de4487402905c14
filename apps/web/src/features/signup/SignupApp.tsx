import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './signup.css';
import { Anchor, Box, Container, Group, MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@mhq/domain';
import { useEffect } from 'react';
import { Link, Outlet } from 'react-router';
import { setApiHooks } from '../../app/api';
import { tenant } from '../../app/tenant';
import { buildCssVariablesResolver, buildTheme } from '../../app/theme';

const theme = buildTheme(tenant);
const cssVariablesResolver = buildCssVariablesResolver(tenant);

/** Toasts for the sign-up pages: top-right, 5 s (spec 01 section 9). */
export function toast(kind: 'success' | 'error', message: string): void {
  notifications.show({
    color: kind === 'success' ? 'green' : 'red',
    title: kind === 'success' ? 'Success' : 'Error',
    message,
  });
}

/**
 * The frame of the practice sign-up pages: Mantine and toasts, and a top bar with the brand's logo (spec 01
 * section 2: signup-complete and complete-dentist pages show a top bar with a logo; no sidebar on signup paths).
 */
export function SignupApp() {
  useEffect(() => {
    setApiHooks({
      successToast: (message) => toast('success', message),
      errorToast: (message) => toast('error', message),
    });
  }, []);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} zIndex={1000} />
      <Box component="header" className="signup-topbar">
        <Container size="lg">
          <Group justify="space-between" h={64}>
            <Link to="/accounts/dentist-signup" aria-label={`${tenant.name} home`}>
              <img src={tenant.logos.full} alt={tenant.name} width={148} height={40} />
            </Link>
            <Anchor href={`mailto:${tenant.supportEmail}`} size="sm">
              {tenant.supportPhone}
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Box component="main" className="signup-main">
        <Container size="lg" py="xl">
          <Outlet />
        </Container>
      </Box>
    </MantineProvider>
  );
}
