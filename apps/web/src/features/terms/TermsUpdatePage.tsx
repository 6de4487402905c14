import { Alert, Anchor, Button, Card, Checkbox, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { tenant } from '../../app/tenant';
import { formatDate } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { usePageTitle } from '../../ui/use-page-title';
import { notifyError } from '../office-settings/use-office';
import { useAcceptTerms, useTermsStatus } from './terms-api';

/**
 * /dentist-new/terms-update: when the platform's terms change, each office user reads what changed and accepts the new
 * version once, in their own name; the page then says when they accepted.
 */
export function TermsUpdatePage() {
  usePageTitle('Terms update');
  const terms = useTermsStatus();
  const accept = useAcceptTerms();
  const [read, setRead] = useState(false);
  const d = terms.data;
  return (
    <>
      <PageHeader
        eyebrow="Settings"
        title="Updated terms of service"
        subtitle={`The terms between your practice and ${tenant.name}. Each member of your team accepts them in their own name.`}
      />
      {terms.isPending ? (
        <Loader role="status" aria-label="Loading the terms" />
      ) : terms.isError || !d ? (
        <Alert color="red" title="We could not load the terms.">
          <Button variant="default" onClick={() => terms.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <Card withBorder radius="md" padding="lg" maw={760}>
          <Stack gap="md">
            <Title order={2} size="h4">
              What changed on {d.effectiveLabel}
            </Title>
            <List spacing="xs" size="sm">
              {d.changes.map((c) => (
                <List.Item key={c}>{c}</List.Item>
              ))}
            </List>
            <Text size="sm">
              Read the full{' '}
              <Anchor component={Link} to={tenant.files.terms} target="_blank">
                Terms of Service
              </Anchor>{' '}
              and{' '}
              <Anchor component={Link} to={tenant.files.privacy} target="_blank">
                Privacy Policy
              </Anchor>
              .
            </Text>
            {d.acceptedAt ? (
              <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} data-testid="terms-accepted">
                You accepted these terms on {formatDate(d.acceptedAt)}.
              </Alert>
            ) : (
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  accept.mutate(d.version, { onError: notifyError });
                }}
              >
                <Stack gap="md">
                  <Checkbox
                    label={`I have read the updated terms of ${d.effectiveLabel} and accept them`}
                    checked={read}
                    onChange={(e) => setRead(e.currentTarget.checked)}
                  />
                  <Group>
                    <Button type="submit" disabled={!read} loading={accept.isPending}>
                      Accept the updated terms
                    </Button>
                    <Button component={Link} to={tenant.officeDashboardPath} variant="default">
                      Later
                    </Button>
                  </Group>
                </Stack>
              </form>
            )}
          </Stack>
        </Card>
      )}
    </>
  );
}
