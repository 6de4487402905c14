import { Button, Stack, Text, Title } from '@mantine/core';
import { areaOf, landingPath } from '@mhq/domain';
import { IconCompass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../app/current-user';
import { tenant } from '../app/tenant';
import { usePageTitle } from './use-page-title';

/** The 404 inside the signed-in shell: pages not built yet and pages of another area. */
export function NotFoundContent() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  usePageTitle(t('notFound.title'));
  return (
    <Stack align="center" ta="center" gap="md" py={64} px="md" maw={560} mx="auto">
      <IconCompass size={56} stroke={1.4} color="var(--mantine-primary-color-filled)" aria-hidden />
      <Text fw={800} fz={48} lh={1} c="brand" aria-hidden>
        404
      </Text>
      <Title order={1} size="h2">
        {t('notFound.title')}
      </Title>
      <Text c="gray.7">{t('notFound.lead')}</Text>
      <Button component={Link} to={landingPath(user.type, tenant)} mt="sm" data-area={areaOf(user.type)}>
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
