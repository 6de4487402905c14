import { Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useRef } from 'react';
import { marketingText as t } from './marketing-texts';
import { enrollmentUrl } from './use-marketing';

/** Copies text; where the clipboard API is refused, copies the selected input the old way. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!input) return false;
    input.select();
    return document.execCommand('copy');
  }
}

/** 'Your enrollment link': the office's public enrollment page on this brand's address, to copy or open. */
export function EnrollmentLinkPanel({ slug }: { slug: string }) {
  const url = enrollmentUrl(slug);
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    const ok = await copyText(url, input.current);
    notifications.show(ok ? { color: 'green', message: t.copied } : { color: 'red', message: t.copyFailed });
  };
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="enrollment-link-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="enrollment-link-title">
            {t.linkTitle}
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {t.linkLead}
          </Text>
        </div>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            ref={input}
            label={t.linkLabel}
            value={url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            style={{ flex: '1 1 320px' }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Group gap="sm">
            <Button onClick={copy} leftSection={<IconCopy size={16} aria-hidden />}>
              {t.copy}
            </Button>
            <Button
              component="a"
              href={url}
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconExternalLink size={16} aria-hidden />}
            >
              {t.open}
            </Button>
          </Group>
        </Group>
        <Text size="sm" c="gray.7">
          {t.spanishLink}{' '}
          <Anchor href={enrollmentUrl(slug, 'es')} target="_blank" rel="noopener" style={{ wordBreak: 'break-all' }}>
            {enrollmentUrl(slug, 'es')}
          </Anchor>
        </Text>
      </Stack>
    </Card>
  );
}
