import {
  Alert,
  Button,
  Card,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { COMMUNITY_GROUP_KINDS, COMMUNITY_KIND_LABELS, type CommunityGroupKind } from '@mhq/domain';
import { IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { call, fieldErrorsOf, userMessageOf } from '../../app/api';
import { tenant } from '../../app/tenant';
import { usePageTitle } from '../../ui/use-page-title';
import { CommunityPracticePicker } from './CommunityPracticePicker';

/** /accounts/community-signup: a community organizer asks a practice for a group code for its members. */
export function CommunitySignupPage() {
  usePageTitle('Community group sign-up');
  const [officeSlug, setOfficeSlug] = useState('');
  const [kind, setKind] = useState<CommunityGroupKind>('church');
  const [size, setSize] = useState<number | string>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sent, setSent] = useState<string | null>(null);
  const errors = fieldErrorsOf(error);
  if (sent) {
    return (
      <Card withBorder radius="lg" padding="xl" maw={640} mx="auto">
        <IconMailCheck size={36} aria-hidden color="var(--mantine-primary-color-filled)" />
        <Title order={1} size="h2" my="sm">
          Request sent
        </Title>
        <Text>{sent}</Text>
      </Card>
    );
  }
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      const res = await call('requestCommunityGroup', {
        body: {
          organizerName: text('organizerName'),
          organizerEmail: text('organizerEmail'),
          organizerPhone: text('organizerPhone'),
          groupName: text('groupName'),
          kind,
          approximateSize: typeof size === 'number' ? size : Number.NaN,
          officeSlug,
          note: text('note'),
        },
        successToast: false,
      });
      setSent(res._message);
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
          CommunityConnect
        </Text>
        <Title order={1} size="h2">
          A membership plan discount for your community
        </Title>
        <Text c="gray.7" mt={4}>
          Churches, schools, clubs and nonprofits ask a {tenant.professionalName} on {tenant.name} for their own group
          code. The practice sets the discount; your members enroll with the code. Nothing is charged to your group.
        </Text>
      </div>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          {error !== null && Object.keys(errors).length === 0 && (
            <Alert color="red" role="alert" title="The request was not sent">
              {userMessageOf(error)}
            </Alert>
          )}
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="cg-group">
            <Title order={2} size="h4" id="cg-group" mb="sm">
              Your group
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput name="groupName" label="Group name" required error={errors.groupName} />
              <NativeSelect
                label="Kind of group"
                value={kind}
                onChange={(e) => setKind(e.currentTarget.value as CommunityGroupKind)}
                data={COMMUNITY_GROUP_KINDS.map((k) => ({ value: k, label: COMMUNITY_KIND_LABELS[k] }))}
                error={errors.kind}
              />
              <NumberInput
                label="About how many people"
                required
                min={1}
                allowDecimal={false}
                value={size}
                onChange={setSize}
                error={errors.approximateSize}
              />
            </SimpleGrid>
          </Card>
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="cg-you">
            <Title order={2} size="h4" id="cg-you" mb="sm">
              You, the organizer
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                name="organizerName"
                label="Your name"
                required
                autoComplete="name"
                error={errors.organizerName}
              />
              <TextInput
                name="organizerEmail"
                type="email"
                label="Email"
                required
                autoComplete="email"
                error={errors.organizerEmail}
              />
              <TextInput
                name="organizerPhone"
                type="tel"
                label="Phone"
                autoComplete="tel"
                error={errors.organizerPhone}
              />
            </SimpleGrid>
          </Card>
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="cg-practice">
            <Title order={2} size="h4" id="cg-practice" mb="sm">
              The practice
            </Title>
            <CommunityPracticePicker value={officeSlug} onChange={setOfficeSlug} error={errors.officeSlug} />
          </Card>
          <Textarea name="note" label="A note for the practice (optional)" autosize minRows={3} error={errors.note} />
          <Button type="submit" loading={busy} size="md" w={{ base: '100%', sm: 'auto' }}>
            Send the request
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
