import { Button, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { OfficeProfile } from '@mhq/contract';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@mhq/domain';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { confirm } from './confirm';
import { officeText as t } from './office-settings-texts';
import { fileToBase64, notifyError, type useOfficeMutations } from './use-office';

type Props = { profile: OfficeProfile; mutations: ReturnType<typeof useOfficeMutations>; canEdit: boolean };

type LogoType = (typeof LOGO_TYPES)[number];
const isLogoType = (type: string): type is LogoType => (LOGO_TYPES as readonly string[]).includes(type);

/** The office logo: shown, uploaded (checked again by the server), deleted. */
export function LogoCard({ profile, mutations, canEdit }: Props) {
  const busy = mutations.uploadLogo.isPending || mutations.deleteLogo.isPending;
  const refuse = (message: string) => notifications.show({ color: 'red', title: 'Error', message });

  const upload = async (file: File | null) => {
    if (!file) return;
    if (!isLogoType(file.type)) return refuse(t.wrongType);
    if (file.size > LOGO_MAX_BYTES) return refuse(t.tooBig);
    try {
      const data = await fileToBase64(file);
      await mutations.uploadLogo.mutateAsync({ fileName: file.name, contentType: file.type, data });
    } catch (error) {
      notifyError(error);
    }
  };
  const remove = async () => {
    if (!(await confirm(t.deleteLogoConfirm, { danger: true, title: t.deleteLogo }))) return;
    mutations.deleteLogo.mutate(undefined, { onError: notifyError });
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="md">
        {t.logo}
      </Title>
      <Group align="center" gap="lg" wrap="wrap">
        <div className="office-logo-frame">
          {profile.logo ? (
            <Image src={profile.logo} alt={t.logoAlt(profile.officeName)} fit="contain" h={96} w={192} />
          ) : (
            <Text c="gray.7" size="sm">
              {t.noLogo}
            </Text>
          )}
        </div>
        <Stack gap="xs">
          <Text size="sm" c="gray.7">
            {t.logoHint}
          </Text>
          {canEdit && (
            <Group gap="sm">
              <FileButton onChange={(f) => void upload(f)} accept={LOGO_TYPES.join(',')}>
                {(props) => (
                  <Button
                    {...props}
                    leftSection={<IconUpload size={16} aria-hidden />}
                    loading={mutations.uploadLogo.isPending}
                    disabled={busy}
                  >
                    {profile.logo ? t.replaceLogo : t.chooseLogo}
                  </Button>
                )}
              </FileButton>
              {profile.logo && (
                <Button
                  variant="default"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => void remove()}
                  loading={mutations.deleteLogo.isPending}
                  disabled={busy}
                >
                  {t.deleteLogo}
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
