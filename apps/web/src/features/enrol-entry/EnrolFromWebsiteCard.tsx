import { Anchor, Button, Card, CopyButton, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconDeviceTablet } from '@tabler/icons-react';

/** The practice's two ways to put its enrolment on its own website, for this office. */
export function embedSnippets(origin: string, slug: string) {
  const office = encodeURIComponent(slug);
  return {
    script: `<script src="${origin}/embed.js" data-office="${office}" async></script>`,
    iframe: `<iframe src="${origin}/enroll/embed?office=${office}" title="Membership plan enrollment" style="width:100%;max-width:560px;height:1400px;border:0" allow="payment"></iframe>`,
  };
}

function Snippet({ label, hint, code, copyLabel }: { label: string; hint: string; code: string; copyLabel: string }) {
  return (
    <Stack gap={6}>
      <Textarea
        label={label}
        description={hint}
        value={code}
        readOnly
        autosize
        minRows={2}
        onFocus={(e) => e.currentTarget.select()}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
      />
      <CopyButton value={code}>
        {({ copied, copy }) => (
          <Button
            onClick={copy}
            variant={copied ? 'light' : 'default'}
            color={copied ? 'green' : undefined}
            leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {copied ? 'Copied' : copyLabel}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}

/**
 * "Enroll from your website" on the marketing page's link tab (issue 27): the widget's two snippets to paste on
 * the practice's own site, and the waiting-room tablet's page.
 */
export function EnrolFromWebsiteCard({ slug }: { slug: string }) {
  const origin = window.location.origin;
  const snippets = embedSnippets(origin, slug);
  const kiosk = `${origin}/office-enroll?office=${encodeURIComponent(slug)}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="enrol-from-website-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="enrol-from-website-title">
            Enroll from your website
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            Put your enrollment form on your own website: paste one of these where the form should appear. Patients
            choose a plan and pay without leaving your site, in English or Spanish.
          </Text>
        </div>
        <Snippet
          label="Script tag (recommended)"
          hint="Fits its height to the form as patients go."
          code={snippets.script}
          copyLabel="Copy the script tag"
        />
        <Snippet
          label="Iframe"
          hint="For sites that do not allow scripts; it keeps a fixed height."
          code={snippets.iframe}
          copyLabel="Copy the iframe"
        />
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconDeviceTablet size={22} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
          <Text size="sm">
            <Anchor href={kiosk} target="_blank" rel="noopener" fw={600}>
              Waiting-room tablet
            </Anchor>
            : open this page on a tablet at your front desk. Patients enroll themselves, and it starts over for the next
            patient, clearing what the last one typed.
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
