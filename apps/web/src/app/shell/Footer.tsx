import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tenant } from '../tenant';

/** Terms, Privacy, small-business terms and the optional not-insurance disclaimer (spec 01 section 2). */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="shell-footer">
      <Group gap="lg" justify="center" wrap="wrap">
        <Anchor href={tenant.files.terms} size="sm" c="gray.8">
          {t('footer.terms')}
        </Anchor>
        <Anchor href={tenant.files.privacy} size="sm" c="gray.8">
          {t('footer.privacy')}
        </Anchor>
        <Anchor href={tenant.files.smallBusinessTerms} size="sm" c="gray.8">
          {t('footer.smallBusinessTerms')}
        </Anchor>
      </Group>
      {tenant.notInsuranceDisclaimer && (
        <Text size="xs" c="gray.7" ta="center" mt={6}>
          {tenant.notInsuranceDisclaimer}
        </Text>
      )}
      <Text size="xs" c="gray.7" ta="center" mt={4}>
        {t('footer.rights', { year: new Date().getFullYear(), brand: tenant.name })}
      </Text>
    </footer>
  );
}
