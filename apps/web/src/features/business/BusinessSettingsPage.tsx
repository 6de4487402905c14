import { Alert, Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { BusinessProfile } from '@mhq/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { call, fieldErrorsOf, userMessageOf } from '../../app/api';
import { ListStates } from '../../ui/ListStates';
import { PageHeader } from '../../ui/PageHeader';
import { BusinessLogoCard } from './BusinessLogoCard';
import { EmployerPaymentCard } from './EmployerPaymentCard';
import { PracticePicker } from './PracticePicker';
import { useBusinessProfile } from './use-business-profile';

/** /business/settings: the business's details and logo, and its practice (changeable until an employee enrolled). */
export function BusinessSettingsPage() {
  const profile = useBusinessProfile();
  const p = profile.data?.profile;
  return (
    <>
      <PageHeader
        eyebrow="BusinessConnect"
        title="Settings"
        subtitle="Your business details, paying for your employees, your logo and practice."
      />
      <ListStates
        query={profile}
        loading="Loading your business"
        failed="Your business could not be loaded"
        isEmpty={false}
        empty=""
      />
      {p && (
        <Stack gap="lg" maw={900}>
          <DetailsForm key={`${p.id}-${p.name}-${p.practice?.slug}`} profile={p} />
          <EmployerPaymentCard />
          <BusinessLogoCard profile={p} />
        </Stack>
      )}
    </>
  );
}

function DetailsForm({ profile }: { profile: BusinessProfile }) {
  const queryClient = useQueryClient();
  const [employees, setEmployees] = useState<number | string>(profile.employeeCount ?? '');
  const [officeSlug, setOfficeSlug] = useState(profile.practice?.slug ?? '');
  const save = useMutation({
    mutationFn: (form: FormData) => {
      const text = (name: string) => String(form.get(name) ?? '').trim();
      return call('updateBusinessSettings', {
        body: {
          name: text('name'),
          phone: text('phone'),
          address: text('address'),
          employeeCount: typeof employees === 'number' ? employees : Number.NaN,
          ...(officeSlug && officeSlug !== profile.practice?.slug ? { officeSlug } : {}),
        },
      });
    },
    onSuccess: (res) => queryClient.setQueryData(['business', 'profile'], { profile: res.profile }),
  });
  const errors = fieldErrorsOf(save.error);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    save.mutate(new FormData(e.currentTarget));
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        {save.isError && Object.keys(errors).length === 0 && (
          <Alert color="red" role="alert">
            {userMessageOf(save.error)}
          </Alert>
        )}
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="biz-details">
          <Title order={2} size="h4" id="biz-details" mb="sm">
            Business details
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput name="name" label="Business name" required defaultValue={profile.name} error={errors.name} />
            <NumberInput
              label="Number of employees"
              required
              min={1}
              allowDecimal={false}
              value={employees}
              onChange={setEmployees}
              error={errors.employeeCount}
            />
            <TextInput
              name="phone"
              type="tel"
              label="Phone"
              required
              defaultValue={profile.phone ?? ''}
              error={errors.phone}
            />
            <TextInput label="Email" value={profile.email ?? ''} readOnly description="The email you sign in with" />
          </SimpleGrid>
          <TextInput
            mt="sm"
            name="address"
            label="Business address"
            required
            defaultValue={profile.address ?? ''}
            error={errors.address}
          />
        </Card>
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="biz-practice">
          <Title order={2} size="h4" id="biz-practice" mb="sm">
            Your practice
          </Title>
          {profile.practiceChangeable ? (
            <PracticePicker
              value={officeSlug}
              onChange={setOfficeSlug}
              error={errors.officeSlug}
              current={profile.practice}
            />
          ) : (
            <>
              <Text fw={600}>{profile.practice?.name}</Text>
              {profile.practice?.city && <Text size="sm">{profile.practice.city}</Text>}
              <Text size="sm" c="gray.7" mt="xs">
                Your practice stays the same once employees have enrolled through your link.
              </Text>
            </>
          )}
        </Card>
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
