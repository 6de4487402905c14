import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Image,
  Loader,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { BusinessActivationResponse } from '@mhq/contract';
import { PASSWORD_MIN_LENGTH, passwordsMatch } from '@mhq/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { call, fieldErrorsOf, userMessageOf } from '../../app/api';
import { usePageTitle } from '../../ui/use-page-title';

/**
 * /accounts/complete-business-signup/{smBusinessInfoId}/{activationKey}: the mailed link. The business, its practice,
 * a password (and the contact's names for a business its practice invited), the employer terms.
 */
export function CompleteBusinessSignupPage() {
  usePageTitle('Activate your business account');
  const { smBusinessInfoId = '', activationKey = '' } = useParams();
  const params = { smBusinessInfoId, activationKey };
  const [view, setView] = useState<BusinessActivationResponse | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link's two parts are what is loaded
  useEffect(() => {
    const controller = new AbortController();
    call('businessActivation', { params, signal: controller.signal })
      .then(setView)
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setLoadError(userMessageOf(e));
      });
    return () => controller.abort();
  }, [smBusinessInfoId, activationKey]);

  if (done) {
    return (
      <Card withBorder radius="lg" padding="xl" maw={600} mx="auto">
        <IconCircleCheck size={36} aria-hidden color="var(--mantine-color-green-8)" />
        <Title order={1} size="h2" my="sm">
          Your business account is active
        </Title>
        <Text mb="lg">
          Sign in with <strong>{done}</strong> and your new password to see your employees and your enrolment link.
        </Text>
        <Button component={Link} to="/accounts/login">
          Sign in
        </Button>
      </Card>
    );
  }
  if (loadError) {
    return (
      <Card withBorder radius="lg" padding="xl" maw={600} mx="auto">
        <Title order={1} size="h2" mb="sm">
          This link cannot be used
        </Title>
        <Alert color="red" role="alert" mb="md">
          {loadError}
        </Alert>
        <Anchor component={Link} to="/accounts/login">
          Go to sign in
        </Anchor>
      </Card>
    );
  }
  if (!view) return <Loader role="status" aria-label="Loading your business" />;

  const errors = fieldErrorsOf(error);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const password = String(form.get('password') ?? '');
    const mismatch = passwordsMatch(password, String(form.get('confirm') ?? ''));
    setConfirmError(mismatch);
    if (mismatch) return;
    setBusy(true);
    setError(null);
    try {
      const res = await call('activateBusiness', {
        params,
        body: {
          password,
          ...(view?.needsContact
            ? { firstName: text('firstName'), lastName: text('lastName'), phone: text('phone') }
            : {}),
          acceptTerms: (form.get('acceptTerms') === 'on') as true,
        },
        successToast: false,
      });
      setDone(res.email);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }
  const practice = view.practice;
  return (
    <Stack maw={640} mx="auto" gap="lg">
      <div>
        <Text size="xs" fw={700} tt="uppercase" c="gray.7" lts={0.6}>
          BusinessConnect
        </Text>
        <Title order={1} size="h2">
          Activate {view.business.name}
        </Title>
      </div>
      {practice && (
        <Card withBorder radius="lg" padding="md">
          <Group wrap="nowrap">
            {practice.logo && <Image src={practice.logo} alt="" h={40} w={40} fit="contain" />}
            <div>
              <Text size="sm" c="gray.7">
                {view.business.status === 'invited' ? 'Invited by' : 'Your practice'}
              </Text>
              <Text fw={700}>{practice.name}</Text>
              {practice.city && <Text size="sm">{practice.city}</Text>}
            </div>
          </Group>
        </Card>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {error !== null && Object.keys(errors).length === 0 && (
            <Alert color="red" role="alert">
              {userMessageOf(error)}
            </Alert>
          )}
          {view.business.email && (
            <Text size="sm">
              You will sign in as <strong>{view.business.email}</strong>.
            </Text>
          )}
          {view.needsContact && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput name="firstName" label="Your first name" required error={errors.firstName} />
              <TextInput name="lastName" label="Your last name" required error={errors.lastName} />
              <TextInput name="phone" type="tel" label="Phone (optional)" error={errors.phone} />
            </SimpleGrid>
          )}
          <PasswordInput
            name="password"
            label="Choose a password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters`}
            autoComplete="new-password"
            required
            error={errors.password}
          />
          <PasswordInput
            name="confirm"
            label="Repeat the password"
            autoComplete="new-password"
            required
            error={confirmError}
          />
          <Checkbox
            name="acceptTerms"
            error={errors.acceptTerms}
            label={
              <>
                I accept the{' '}
                <Anchor component={Link} to="/terms-employee" target="_blank">
                  employer terms
                </Anchor>
              </>
            }
          />
          <Button type="submit" loading={busy}>
            Activate account
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
