import { Anchor, Button, Card, CopyButton, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { BusinessProfile } from '@mhq/contract';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useQrCode } from './use-qr-code';

/** The employer's enrolment link to share with its employees: copy it, or print or send its QR code. */
export function EnrolLinkCard({ profile }: { profile: BusinessProfile }) {
  const url = profile.enrolPath ? `${window.location.origin}${profile.enrolPath}` : null;
  const qr = useQrCode(url);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="enrol-link" mb="lg">
      <Group align="flex-start" justify="space-between" wrap="wrap" gap="lg">
        <Stack gap="xs" style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Title order={2} size="h4" id="enrol-link">
            Your employees’ enrolment link
          </Title>
          {url ? (
            <>
              <Text size="sm" c="gray.7">
                Share this link with your employees. They enrol with {profile.practice?.name} at your employer discount,
                and appear on this page.
              </Text>
              <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }} data-testid="enrol-link">
                {url}
              </Text>
              <Group gap="xs">
                <CopyButton value={url}>
                  {({ copied, copy }) => (
                    <Button
                      size="xs"
                      variant={copied ? 'filled' : 'light'}
                      leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                      onClick={copy}
                    >
                      {copied ? 'Link copied' : 'Copy link'}
                    </Button>
                  )}
                </CopyButton>
                {qr && (
                  <Button
                    size="xs"
                    variant="subtle"
                    component="a"
                    href={qr}
                    download={`${profile.name}-enrolment-qr.png`}
                    leftSection={<IconDownload size={14} aria-hidden />}
                  >
                    Download QR code
                  </Button>
                )}
              </Group>
              {profile.groupCode && (
                <Text size="sm">
                  Or they type your group code <strong>{profile.groupCode}</strong> on any enrolment form of your
                  practice.
                </Text>
              )}
            </>
          ) : (
            <Text size="sm">
              Choose the practice your employees will enrol with in{' '}
              <Anchor component={Link} to="/business/settings">
                Settings
              </Anchor>{' '}
              to get your link.
            </Text>
          )}
        </Stack>
        {qr && <Image src={qr} alt={`QR code of the enrolment link of ${profile.name}`} w={140} h={140} />}
      </Group>
    </Card>
  );
}
