import { Alert, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { signupTexts as t } from './signup-texts';

export function SignInNeeded() {
  return (
    <Stack maw={560} mx="auto">
      <Alert color="blue">{t.signInNeeded}</Alert>
      <Button component={Link} to="/accounts/login">
        {t.signIn}
      </Button>
    </Stack>
  );
}
