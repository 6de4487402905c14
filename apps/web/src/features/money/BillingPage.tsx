import './money.css';
import { Alert, Button, Group, Stack } from '@mantine/core';
import type { BaaStatus } from '@mhq/contract';
import { IconFileCertificate } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { Section } from './BillingSection';
import { moneyText as t } from './money-texts';
import { PayoutSection } from './PayoutSection';
import { TierSection } from './TierSection';
import { useBaa, useMoneyScope } from './use-money';
/** /account/settings/billing: the payout account, the platform-tier payment methods, and the BAA. */
export function BillingPage() {
  const { officeId } = useMoneyScope();
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.title} subtitle={t.subtitle} />
      {officeId === null ? (
        <Alert color="gray">{t.noOffice}</Alert>
      ) : (
        <Stack gap="lg">
          <PayoutSection officeId={officeId} />
          <TierSection officeId={officeId} />
          <BaaSection officeId={officeId} />
        </Stack>
      )}
    </>
  );
}

function BaaSection({ officeId }: { officeId: number }) {
  const baa = useBaa(officeId);
  const data: BaaStatus | undefined = baa.data;
  return (
    <Section
      id="baa-title"
      icon={<IconFileCertificate size={22} aria-hidden />}
      title={t.baaTitle}
      lead={
        data?.signature
          ? t.baaSignedLead(data.signature.signerName, formatDate(data.signature.signedAt))
          : t.baaUnsignedLead
      }
    >
      {data && (
        <Group gap="sm">
          <StatusBadge tone={data.baaSigned ? 'ok' : 'attention'}>
            {data.baaSigned ? 'Signed' : 'Not signed'}
          </StatusBadge>
          <Button component={Link} to="/BAA-signed" variant={data.baaSigned ? 'default' : 'filled'}>
            {data.baaSigned ? t.baaView : t.baaOpen}
          </Button>
        </Group>
      )}
    </Section>
  );
}
