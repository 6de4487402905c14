import { Button, Card, FileButton, Group, Image, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BusinessProfile } from '@mhq/contract';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@mhq/domain';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, userMessageOf } from '../../app/api';

type LogoType = (typeof LOGO_TYPES)[number];
const isLogoType = (type: string): type is LogoType => (LOGO_TYPES as readonly string[]).includes(type);
const refuse = (message: string) => notifications.show({ color: 'red', title: 'Error', message });

function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The business's logo: shown on its pages and its employees' enrolment page; uploaded (checked by the server) or removed. */
export function BusinessLogoCard({ profile }: { profile: BusinessProfile }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['business', 'profile'] });
  const upload = useMutation({
    mutationFn: async (file: File) => {
      if (!isLogoType(file.type)) throw new Error('Choose a PNG, JPEG or SVG image');
      if (file.size > LOGO_MAX_BYTES) throw new Error('The image is too big: at most 2 MB');
      return call('uploadBusinessLogo', {
        body: { fileName: file.name, contentType: file.type, data: await fileToBase64(file) },
      });
    },
    onSuccess: refresh,
    onError: (e) => refuse(userMessageOf(e)),
  });
  const remove = useMutation({
    mutationFn: () => call('deleteBusinessLogo'),
    onSuccess: refresh,
    onError: (e) => refuse(userMessageOf(e)),
  });
  const busy = upload.isPending || remove.isPending;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="biz-logo">
      <Title order={2} size="h4" id="biz-logo" mb="md">
        Logo
      </Title>
      <Group align="center" gap="lg" wrap="wrap">
        {profile.logo ? (
          <Image src={profile.logo} alt={`${profile.name} logo`} fit="contain" h={80} w={160} />
        ) : (
          <Text c="gray.7" size="sm">
            No logo yet
          </Text>
        )}
        <Stack gap="xs">
          <Text size="sm" c="gray.7">
            PNG, JPEG or SVG, at most 2 MB.
          </Text>
          <Group gap="sm">
            <FileButton onChange={(f) => f && upload.mutate(f)} accept={LOGO_TYPES.join(',')}>
              {(props) => (
                <Button
                  {...props}
                  leftSection={<IconUpload size={16} aria-hidden />}
                  loading={upload.isPending}
                  disabled={busy}
                >
                  {profile.logo ? 'Replace logo' : 'Choose a logo'}
                </Button>
              )}
            </FileButton>
            {profile.logo && (
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => remove.mutate()}
                loading={remove.isPending}
                disabled={busy}
              >
                Remove logo
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
