import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { AdminBanner } from '@mhq/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { call, fieldErrorsOf, userMessageOf } from '../../app/api';
import { CURRENT_USER_KEY } from '../../app/current-user';
import { formatDate } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge, type Tone } from '../../ui/StatusBadge';
import { AdminPrintOrders } from '../print-orders/AdminPrintOrders';
import { AdminLaunchRewards } from '../rewards/AdminLaunchRewards';

const KEY = ['admin', 'banners'] as const;
const TONE: Record<AdminBanner['status'], Tone> = { showing: 'ok', scheduled: 'brand', ended: 'neutral' };
const LABEL: Record<AdminBanner['status'], string> = { showing: 'Showing', scheduled: 'Scheduled', ended: 'Ended' };

/** A datetime-local field's value (local time, to the minute) as the ISO instant the call takes. */
const instant = (local: string) => (local ? new Date(local).toISOString() : undefined);
/** A week from now, in the datetime-local field's format. */
function aWeekFromNow(): string {
  const d = new Date(Date.now() + 7 * 86_400_000);
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
}

/**
 * /admin/manage: what the platform's admins set for every practice. The global banner (a message over every office
 * user's pages, for a while) is kept here; the platform's fee and retry schedule are on the Billing Run page.
 */
export function AdminManagePage() {
  return (
    <>
      <PageHeader
        eyebrow="Platform admin"
        title="Admin"
        subtitle="Messages to every practice, their print orders and launch rewards, and the platform's settings."
      />
      <Stack gap="lg">
        <NewBanner />
        <Banners />
        <AdminPrintOrders />
        <AdminLaunchRewards />
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="xs">
            Platform settings elsewhere
          </Title>
          <Text size="sm" c="gray.7">
            The platform fee per member, the setup percent and the retry schedule of failed payments are set on the{' '}
            <Anchor component={Link} to="/admin/toolbox" underline="always">
              Billing Run
            </Anchor>{' '}
            page. Every admin page is listed on{' '}
            <Anchor component={Link} to="/admin/more" underline="always">
              More tools
            </Anchor>
            .
          </Text>
        </Card>
      </Stack>
    </>
  );
}

function NewBanner() {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [cta, setCta] = useState('');
  const [link, setLink] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState(aWeekFromNow);
  const create = useMutation({
    mutationFn: () =>
      call('createBanner', {
        body: {
          message: message.trim(),
          callToAction: cta.trim() || undefined,
          callToActionLink: link.trim() || undefined,
          startsAt: instant(startsAt),
          endsAt: instant(endsAt) ?? '',
        },
      }),
    onSuccess: () => {
      setMessage('');
      setCta('');
      setLink('');
      setStartsAt('');
      queryClient.invalidateQueries({ queryKey: KEY });
      queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
  const errors = create.isError ? fieldErrorsOf(create.error) : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  return (
    <Card withBorder padding="lg" component="form" onSubmit={submit} aria-labelledby="new-banner">
      <Title order={2} size="h4" id="new-banner" mb={4}>
        New banner
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        Shown above the pages of every office user from its start until its end. The newest banner showing is the one
        they see.
      </Text>
      <Stack gap="sm">
        <Textarea
          label="Message"
          required
          maxLength={300}
          autosize
          minRows={2}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          error={errors.message}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="Call to action (optional)"
            placeholder="Learn more"
            maxLength={40}
            value={cta}
            onChange={(e) => setCta(e.currentTarget.value)}
            error={errors.callToAction}
            miw={200}
          />
          <TextInput
            label="Its link"
            placeholder="/dentist/faq or https://…"
            value={link}
            onChange={(e) => setLink(e.currentTarget.value)}
            error={errors.callToActionLink}
            miw={200}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            type="datetime-local"
            label="Starts (empty: now)"
            value={startsAt}
            onChange={(e) => setStartsAt(e.currentTarget.value)}
            error={errors.startsAt}
            miw={200}
          />
          <TextInput
            type="datetime-local"
            label="Ends"
            required
            value={endsAt}
            onChange={(e) => setEndsAt(e.currentTarget.value)}
            error={errors.endsAt}
            miw={200}
          />
        </Group>
        {create.isError && Object.keys(errors).length === 0 && <Alert color="red">{userMessageOf(create.error)}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Publish banner
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function Banners() {
  const queryClient = useQueryClient();
  const banners = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call('adminBanners', { signal, successToast: false }),
  });
  const end = useMutation({
    mutationFn: (bannerId: number) => call('endBanner', { params: { bannerId } }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: KEY });
      queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
  return (
    <Card withBorder padding="lg" aria-labelledby="banners">
      <Title order={2} size="h4" id="banners" mb="sm">
        Banners
      </Title>
      {banners.isPending && <Loader role="status" aria-label="Loading banners" />}
      {banners.isError && <Alert color="red">{userMessageOf(banners.error)}</Alert>}
      {banners.data && banners.data.banners.length === 0 && (
        <Text size="sm" c="gray.7">
          No banner has been published yet.
        </Text>
      )}
      {banners.data && banners.data.banners.length > 0 && (
        <Table verticalSpacing="sm" aria-label="Banners">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Message</Table.Th>
              <Table.Th visibleFrom="sm">When</Table.Th>
              <Table.Th w={110}>Status</Table.Th>
              <Table.Th>
                <span className="visually-hidden">Actions</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {banners.data.banners.map((b) => (
              <Table.Tr key={b.id}>
                <Table.Td>
                  <Text size="sm">{b.message}</Text>
                  {b.callToAction && (
                    <Text size="xs" c="gray.7">
                      {b.callToAction} → {b.callToActionLink}
                    </Text>
                  )}
                  <Text size="xs" c="gray.7" hiddenFrom="sm">
                    {formatDate(b.startsAt)} – {b.endsAt ? formatDate(b.endsAt) : 'no end'}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Text size="sm">
                    {formatDate(b.startsAt)} – {b.endsAt ? formatDate(b.endsAt) : 'no end'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge tone={TONE[b.status]} size="sm">
                    {LABEL[b.status]}
                  </StatusBadge>
                </Table.Td>
                <Table.Td ta="right">
                  {b.status !== 'ended' && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      loading={end.isPending && end.variables === b.id}
                      onClick={() => end.mutate(b.id)}
                      aria-label={`Take down: ${b.message}`}
                    >
                      Take down
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
