import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { hasFeature } from '@mhq/domain';
import { IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { call, fieldErrorsOf, userMessageOf } from '../../app/api';
import { tenant } from '../../app/tenant';
import { usePageTitle } from '../../ui/use-page-title';
import { PracticePicker } from './PracticePicker';

const TITLE = 'Offer membership plans to your employees';

/** /accounts/small-business-signup: an employer signs up with the practice its employees will enrol with. */
export function BusinessSignupPage() {
  usePageTitle('Small business sign-up');
  const [offered, setOffered] = useState(hasFeature(tenant, 'businessConnect'));
  const [officeSlug, setOfficeSlug] = useState('');
  const [employees, setEmployees] = useState<number | string>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const onOffered = useCallback((o: boolean) => setOffered(o), []);
  if (!offered) {
    return (
      <Card withBorder radius="lg" padding="xl" maw={640} mx="auto">
        <Title order={1} size="h2" mb="sm">
          BusinessConnect is not offered on {tenant.name}
        </Title>
        <Text>
          Employers cannot sign up here: {tenant.name} does not offer plans through employers. Questions? Write to{' '}
          <Anchor href={`mailto:${tenant.supportEmail}`}>{tenant.supportEmail}</Anchor> or call {tenant.supportPhone}.
        </Text>
      </Card>
    );
  }
  if (sentTo) {
    return (
      <Card withBorder radius="lg" padding="xl" maw={640} mx="auto">
        <IconMailCheck size={36} aria-hidden color="var(--mantine-primary-color-filled)" />
        <Title order={1} size="h2" my="sm">
          Check your email
        </Title>
        <Text>
          We sent an activation link to <strong>{sentTo}</strong>. Open it to choose your password and activate your
          business account. The link works once, for 14 days.
        </Text>
      </Card>
    );
  }
  const errors = fieldErrorsOf(error);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      const res = await call('businessSignup', {
        body: {
          businessName: text('businessName'),
          firstName: text('firstName'),
          lastName: text('lastName'),
          email: text('email'),
          phone: text('phone'),
          address: text('address'),
          employeeCount: typeof employees === 'number' ? employees : Number.NaN,
          officeSlug,
          // The server refuses an unticked box with its own words (400), like any other field.
          acceptTerms: (form.get('acceptTerms') === 'on') as true,
        },
        successToast: false,
      });
      setSentTo(res.email);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack maw={760} mx="auto" gap="lg">
      <div>
        <Text size="xs" fw={700} tt="uppercase" c="gray.7" lts={0.6}>
          BusinessConnect
        </Text>
        <Title order={1} size="h2">
          {TITLE}
        </Title>
        <Text c="gray.7" mt={4}>
          Your employees enrol with a {tenant.professionalName} near them at a discount, through your own link. You see
          who enrolled, never their health or payment details.
        </Text>
      </div>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          {error !== null && Object.keys(errors).length === 0 && (
            <Alert color="red" role="alert" title="Sign-up failed">
              {userMessageOf(error)}
            </Alert>
          )}
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="biz-about">
            <Title order={2} size="h4" id="biz-about" mb="sm">
              Your business
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput name="businessName" label="Business name" required error={errors.businessName} />
              <NumberInput
                name="employeeCount"
                label="Number of employees"
                required
                min={1}
                allowDecimal={false}
                value={employees}
                onChange={setEmployees}
                error={errors.employeeCount}
              />
              <TextInput
                name="firstName"
                label="Your first name"
                required
                autoComplete="given-name"
                error={errors.firstName}
              />
              <TextInput
                name="lastName"
                label="Your last name"
                required
                autoComplete="family-name"
                error={errors.lastName}
              />
              <TextInput
                name="email"
                type="email"
                label="Work email"
                required
                autoComplete="email"
                error={errors.email}
              />
              <TextInput name="phone" type="tel" label="Phone" required autoComplete="tel" error={errors.phone} />
            </SimpleGrid>
            <TextInput
              mt="sm"
              name="address"
              label="Business address"
              placeholder="Street, city, state, ZIP"
              required
              autoComplete="street-address"
              error={errors.address}
            />
          </Card>
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="biz-practice">
            <Title order={2} size="h4" id="biz-practice" mb="sm">
              Your practice
            </Title>
            <PracticePicker
              value={officeSlug}
              onChange={setOfficeSlug}
              error={errors.officeSlug}
              onOffered={onOffered}
            />
          </Card>
          <Checkbox
            name="acceptTerms"
            error={errors.acceptTerms}
            label={
              <>
                I accept the{' '}
                <Anchor component={Link} to="/terms-employee" target="_blank">
                  employer terms
                </Anchor>{' '}
                for my business
              </>
            }
          />
          <Button type="submit" loading={busy} size="md" w={{ base: '100%', sm: 'auto' }}>
            Create business account
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
