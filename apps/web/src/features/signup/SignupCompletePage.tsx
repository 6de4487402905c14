import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { tenant } from '../../app/tenant';
import { usePageTitle } from '../../ui/use-page-title';
import { signupTexts as t } from './signup-texts';

/** The end of sign-up: on to the plans, or to the launch checklist. */
export function SignupCompletePage() {
  usePageTitle(t.completeDoneTitle);
  return (
    <Paper withBorder p="xl" maw={640} mx="auto">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" color="green.8">
          <IconCircleCheck size={32} aria-hidden />
        </ThemeIcon>
        <Title order={1}>{t.completeDoneTitle}</Title>
        <Text c="gray.7">{t.completeDoneLead(tenant)}</Text>
        <Group justify="center">
          <Button component={Link} to="/account/settings/membership-plan">
            {t.buildPlans}
          </Button>
          <Button component={Link} to="/dentist-new/get-started" variant="default">
            {t.checklist}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
