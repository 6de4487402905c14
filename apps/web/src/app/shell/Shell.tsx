import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tenant } from '../tenant';
import { Footer } from './Footer';
import { GlobalBanner } from './GlobalBanner';
import { NoticeArea, NoticeProvider } from './notices/NoticeArea';

type Props = {
  /** Where the brand mark links to (the user's landing page). */
  homePath: string;
  /** Right side of the top bar. */
  headerRight: ReactNode;
  /** Side menu content; absent for areas without a sidebar. */
  navbar?: (close: () => void) => ReactNode;
  /** Strip under the banner (legacy welcome header). */
  subHeader?: ReactNode;
  children: ReactNode;
};

/** The frame of every signed-in area: top bar, optional dark side menu, one notice area, page, footer. */
export function Shell({ homePath, headerRight, navbar, subHeader, children }: Props) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={navbar ? { width: 264, breakpoint: 'md', collapsed: { mobile: !opened } } : undefined}
      padding={0}
      className={navbar ? 'shell shell-with-nav' : 'shell'}
    >
      <AppShell.Header className="shell-header">
        <Group h="100%" px="md" gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap">
            {navbar && (
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="md"
                size="sm"
                aria-label={opened ? t('top.closeMenu') : t('top.openMenu')}
              />
            )}
            <Link to={homePath} className="shell-brand" aria-label={`${tenant.name} home`}>
              <img src={tenant.logos.full} alt="" height={34} width={122} />
            </Link>
          </Group>
          {headerRight}
        </Group>
      </AppShell.Header>
      {navbar && (
        <AppShell.Navbar className="side-nav" aria-label={t('nav.mainMenu')}>
          {navbar(close)}
        </AppShell.Navbar>
      )}
      <NoticeProvider>
        {(notices) => (
          <div className="shell-body">
            <NoticeArea notices={notices} />
            <GlobalBanner />
            {subHeader}
            <main className="shell-main" id="main">
              {children}
            </main>
            <Footer />
          </div>
        )}
      </NoticeProvider>
    </AppShell>
  );
}
