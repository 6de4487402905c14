import { Alert, Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  formatUsDay,
  isUpgradeDue,
  isUpgradeModalClosable,
  UPGRADE_MODAL_LAST_CLOSABLE_DAY,
  upgradeState,
} from '@mhq/domain';
import { IconBuildingBank } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../app/current-user';
import { isImpersonating } from '../../app/session';
import { ShellNotice } from '../../app/shell/notices/ShellNotice';
import { shellOfficeOf } from '../../app/shell/shell-office';
import { useSessionActions } from '../../app/shell/use-session-actions';
import { tenant } from '../../app/tenant';
import { upgradePromptText as t } from './money-texts';
import { UpgradeEmailForm } from './UpgradePages';

/** Pages that are themselves the upgrade's steps: the prompt stays out of their way. */
const FLOW_PATHS = [
  '/dentist-new/upgrade',
  '/dentist-new/upgrade-form',
  '/account/upgrade',
  '/account/settings/billing',
];

/** The browser's own calendar day, as the modal's rule reads it. */
const localToday = () => new Date().toLocaleDateString('en-CA');

/**
 * Asks an office on its previous-platform account to upgrade (spec 01 sections 2 'Modals' and 9): until the fixed
 * day in August a notice the staff may put off for the session, opening the upgrade modal; after it the modal
 * opens by itself and cannot be closed, unless a platform admin is signed in as the office (the admin cookie).
 */
export function UpgradePrompt() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const office = shellOfficeOf(user);
  const today = localToday();
  // After the day the modal opens by itself; the admin cookie only lets it be closed.
  const pastTheDay = !isUpgradeModalClosable(today, false);
  const closable = isUpgradeModalClosable(today, isImpersonating());
  const [opened, setOpened] = useState(pastTheDay);
  if (!office || !isUpgradeDue(tenant, office) || FLOW_PATHS.includes(pathname)) return null;

  const deadline = formatUsDay(UPGRADE_MODAL_LAST_CLOSABLE_DAY);
  return (
    <>
      {/* A notice of the shell's notice area, dismissable there; after the day the modal itself insists. */}
      {!pastTheDay && (
        <ShellNotice
          id={`upgrade:${office.id}`}
          kind="upgrade"
          version={`${upgradeState(office)}:${deadline}`}
          title={t.title}
          body={t.notice(deadline)}
          color="var(--mantine-color-yellow-6)"
          icon={<IconBuildingBank size={18} aria-hidden />}
          action={
            <UnstyledButton className="link-button" fw={700} onClick={() => setOpened(true)}>
              {t.open}
            </UnstyledButton>
          }
        />
      )}
      <Modal
        opened={opened || !closable}
        onClose={() => setOpened(false)}
        title={t.title}
        size="lg"
        withCloseButton={closable}
        closeOnEscape={closable}
        closeOnClickOutside={closable}
      >
        <UpgradeModalBody officeId={office.id} started={upgradeState(office) === 'started'} closable={closable} />
      </Modal>
    </>
  );
}

function UpgradeModalBody({ officeId, started, closable }: { officeId: number; started: boolean; closable: boolean }) {
  const user = useCurrentUser();
  const { logOut } = useSessionActions();
  const deadline = formatUsDay(UPGRADE_MODAL_LAST_CLOSABLE_DAY);
  return (
    <Stack gap="md">
      {!closable && (
        <Alert color="yellow" variant="light">
          {t.required(deadline)}
        </Alert>
      )}
      <Text size="sm">{started ? t.continueLead : t.lead}</Text>
      {!user.owner ? (
        <Text size="sm" fw={600}>
          {t.askOwner}
        </Text>
      ) : started ? (
        <Group>
          <Button component={Link} to={`/account/upgrade?dentistInfoId=${officeId}`}>
            {t.continue}
          </Button>
        </Group>
      ) : (
        <UpgradeEmailForm officeId={officeId} />
      )}
      {!closable && (
        <Group justify="flex-end">
          <Button variant="subtle" color="dark" onClick={() => void logOut()}>
            {t.signOut}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
