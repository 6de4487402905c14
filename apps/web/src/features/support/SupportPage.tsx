import { Button, Card, Modal, SimpleGrid, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useCurrentUser } from '../../app/current-user';
import { SupportForm } from '../../app/shell/SupportForm';
import { PageHeader } from '../../ui/PageHeader';
import { ReportIssueForm } from './ReportIssueForm';
import { supportText as t } from './support-texts';

/**
 * Support for office and business users (/dentist-new/contact-admin, the legacy header's /dentist/contact-admin,
 * /business/contact-admin): the 'Need Assistance?' form on a page, and the report-issue modal.
 */
export function SupportPage() {
  const user = useCurrentUser();
  // A sent message clears the form for the next one.
  const [sent, setSent] = useState(0);
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.title} subtitle={t.lead} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" maw={1100}>
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="support-message">
          <Title order={2} size="h4" id="support-message" mb="sm">
            <IconMessageCircle size={20} aria-hidden style={{ verticalAlign: '-3px', marginRight: 8 }} />
            {t.messageTitle}
          </Title>
          <SupportForm key={sent} user={user} onDone={() => setSent((n) => n + 1)} />
        </Card>
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="support-issue">
          <Title order={2} size="h4" id="support-issue" mb="sm">
            <IconAlertTriangle size={20} aria-hidden style={{ verticalAlign: '-3px', marginRight: 8 }} />
            {t.issueTitle}
          </Title>
          <Text size="sm" c="gray.7" mb="md">
            {t.issueLead}
          </Text>
          <Button variant="light" onClick={() => setReporting(true)}>
            {t.issueOpen}
          </Button>
        </Card>
      </SimpleGrid>
      <Modal opened={reporting} onClose={() => setReporting(false)} title={t.issueTitle} size="lg">
        {reporting && <ReportIssueForm onDone={() => setReporting(false)} />}
      </Modal>
    </>
  );
}
