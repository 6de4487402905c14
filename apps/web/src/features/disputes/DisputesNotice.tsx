import './disputes.css';
import { Alert, Anchor, Text } from '@mantine/core';
import { formatMoney } from '@mhq/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { disputesText as t } from './disputes-texts';
import { useDisputes } from './use-disputes';

/** On the office's first pages: disputes waiting for its answer, and where to answer them. Nothing otherwise. */
export function DisputesNotice({ officeId }: { officeId: number | null }) {
  const open = useDisputes(officeId, 'open');
  const waiting = open.data?.needsResponse ?? 0;
  if (waiting === 0 || !open.data) return null;
  return (
    <Alert icon={<IconAlertTriangle size={18} aria-hidden />} mb="lg" className="dispute-notice">
      <Text size="sm">
        {t.notice(waiting, formatMoney(open.data.heldCents, { decimals: 2 }))}{' '}
        <Anchor
          component={Link}
          to="/account/disputes"
          fw={700}
          size="sm"
          underline="always"
          className="dispute-notice-link"
        >
          {t.noticeAction}
        </Anchor>
      </Text>
    </Alert>
  );
}
