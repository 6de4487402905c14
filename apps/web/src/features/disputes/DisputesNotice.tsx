import { Anchor } from '@mantine/core';
import { formatMoney } from '@mhq/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ShellNotice } from '../../app/shell/notices/ShellNotice';
import { disputesText as t } from './disputes-texts';
import { useDisputes } from './use-disputes';

/**
 * On the office's first pages: disputes waiting for its answer, and where to answer them, as the most urgent notice
 * of the shell's notice area. A new dispute (another count or amount) shows it again after a dismissal.
 */
export function DisputesNotice({ officeId }: { officeId: number | null }) {
  const open = useDisputes(officeId, 'open');
  const waiting = open.data?.needsResponse ?? 0;
  if (waiting === 0 || !open.data || officeId === null) return null;
  return (
    <ShellNotice
      id={`disputes:${officeId}`}
      kind="disputes"
      version={`${waiting}:${open.data.heldCents}`}
      title={t.noticeTitle}
      body={t.notice(waiting, formatMoney(open.data.heldCents, { decimals: 2 }))}
      color="var(--mantine-color-orange-6)"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      action={
        <Anchor component={Link} to="/account/disputes" fw={700} size="sm" c="dark.9" underline="always">
          {t.noticeAction}
        </Anchor>
      }
    />
  );
}
