import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { pmsText as t } from './pms-texts';

/** Above the 'PMS Not Connected' member filter: where the front desk confirms or finds these members' charts. */
export function PmsFilterNotice() {
  return (
    <Alert color="blue" variant="light" mb="md" styles={{ message: { color: '#1e3a8a' } }}>
      {`${t.filterLead} `}
      <Anchor component={Link} to="/account/settings/office?tab=pms" fw={700} c="#1e3a8a" td="underline">
        {t.reviewLink}
      </Anchor>
    </Alert>
  );
}
