import { Anchor } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { ShellNotice } from '../../app/shell/notices/ShellNotice';
import { useTermsStatus } from './terms-api';

export const TERMS_UPDATE_PATH = '/dentist-new/terms-update';

/**
 * In the practice shell while the signed-in user has not accepted the terms in force: where to read and accept them.
 * Dismissed, it comes back the next day until they are accepted (its version carries the day).
 */
export function TermsNotice() {
  const terms = useTermsStatus();
  const { pathname } = useLocation();
  if (!terms.data || terms.data.acceptedAt !== null || pathname === TERMS_UPDATE_PATH) return null;
  const today = new Date().toISOString().slice(0, 10);
  return (
    <ShellNotice
      id="terms-update"
      kind="terms"
      version={`${terms.data.version}:${today}`}
      title="Updated terms of service"
      body={`We updated our terms of service on ${terms.data.effectiveLabel}. Please review the changes and accept them.`}
      color="var(--mantine-color-blue-6)"
      icon={<IconFileText size={18} aria-hidden />}
      action={
        <Anchor component={Link} to={TERMS_UPDATE_PATH} fw={700} size="sm" c="dark.9" underline="always">
          Review the changes
        </Anchor>
      }
    />
  );
}
