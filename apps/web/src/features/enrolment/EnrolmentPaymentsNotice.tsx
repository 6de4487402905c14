import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

const texts = {
  title: 'Your enrollment page cannot take payments yet',
  lead: 'Patients who open your enrollment page are told the office cannot take online enrollments yet, and the front desk can enroll only households that pay in the office. Connect your payout account to take payments.',
  fix: 'Connect your payout account',
} as const;

/** Told to the office (its dashboard) when its enrolment page cannot take payments: why, and the step that fixes it. */
export function EnrolmentPaymentsNotice() {
  return (
    <Alert color="red" variant="light" title={texts.title} mb="lg" data-testid="enrolment-payments-blocked">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{texts.lead}</Text>
        <Button component={Link} to="/account/settings/billing" size="xs">
          {texts.fix}
        </Button>
      </Stack>
    </Alert>
  );
}
