import { Alert, Anchor, Button, Group, Loader, Stack, Switch, Text } from '@mantine/core';
import type { GuaranteeOffice } from '@mhq/contract';
import { IconListCheck, IconShieldCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { call, userMessageOf } from '../../app/api';
import { formatDate } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { ConfirmActionModal } from '../members/ConfirmActionModal';
import { useMembersScope } from '../members/members-api';
import { Section } from '../money/BillingSection';
import { ClaimGuaranteeModal, type ClaimTarget } from './ClaimGuaranteeModal';
import { ClaimableSection, ClaimsSection } from './GuaranteeClaims';
import { GuaranteeTerms } from './GuaranteeTerms';
import { GuaranteeTermsDialog } from './GuaranteeTermsDialog';
import { guaranteeText as t } from './guarantee-texts';
import './guarantee.css';

/** What the owner's switch asks: enrol (the terms, the first time), turn it back on, or turn it off. */
type SwitchDialog = 'enrol' | 'on' | 'off';

/**
 * /account/inhouse-financing (the side menu's 'Financial Solutions: Guaranteed Payment Plan'): the office's guarantee,
 * what it means in numbers, the owner's switch, the plans whose payments stopped with a Claim button each, and the
 * claims made.
 */
export function GuaranteePage() {
  const { officeId } = useMembersScope();
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.title} subtitle={t.subtitle} />
      {officeId === null ? <Alert color="gray">{t.noOffice}</Alert> : <OfficeGuarantee officeId={officeId} />}
    </>
  );
}

function OfficeGuarantee({ officeId }: { officeId: number }) {
  const guarantee = useQuery({
    queryKey: ['guarantee', 'office', officeId],
    queryFn: ({ signal }) =>
      call('guaranteeOffice', { body: { dentistInfoId: officeId }, signal, successToast: false }),
  });
  const [claiming, setClaiming] = useState<ClaimTarget | null>(null);
  const [dialog, setDialog] = useState<SwitchDialog | null>(null);
  const client = useQueryClient();
  if (guarantee.isPending) return <Loader role="status" size="sm" aria-label={t.loading} />;
  if (guarantee.isError) return <Alert color="red">{userMessageOf(guarantee.error)}</Alert>;
  const g = guarantee.data.guarantee;
  return (
    <Stack gap="lg">
      <StatusSection g={g} onSwitch={setDialog} />
      <HowSection g={g} />
      <ClaimableSection g={g} onClaim={setClaiming} />
      <ClaimsSection g={g} />
      {claiming && <ClaimGuaranteeModal target={claiming} onClose={() => setClaiming(null)} />}
      {dialog === 'enrol' && <GuaranteeTermsDialog g={g} onClose={() => setDialog(null)} />}
      {(dialog === 'on' || dialog === 'off') && (
        <ConfirmActionModal
          action={{
            title: dialog === 'on' ? t.turnOnAgainTitle : t.turnOffTitle,
            lead: dialog === 'on' ? t.turnOnAgainLead : t.turnOffLead,
            confirm: dialog === 'on' ? t.turnOnAgainConfirm : t.turnOffConfirm,
            danger: dialog === 'off',
            run: async () => {
              const answer = await call('guaranteeToggle', {
                body: { dentistInfoId: officeId, active: dialog === 'on' },
              });
              client.setQueryData(['guarantee', 'office', officeId], { guarantee: answer.guarantee });
            },
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}

function StatusSection({ g, onSwitch }: { g: GuaranteeOffice; onSwitch: (d: SwitchDialog) => void }) {
  const since = g.approvalDate ? formatDate(g.approvalDate) : '';
  const [tone, label, lead] = !g.enrolled
    ? (['neutral', t.statusNotEnrolled, t.leadNotEnrolled] as const)
    : g.active
      ? (['ok', t.statusOn, t.leadOn(since)] as const)
      : (['attention', t.statusOff, t.leadOff(since)] as const);
  return (
    <Section id="guarantee-status" icon={<IconShieldCheck size={22} aria-hidden />} title={t.statusTitle} lead={lead}>
      <Stack gap="md">
        <dl className="guarantee-facts">
          <dt>{t.status}</dt>
          <dd>
            <StatusBadge tone={tone}>{label}</StatusBadge>
          </dd>
          <dt>{t.guaranteedMembers}</dt>
          <dd>{g.guaranteedMembers}</dd>
          <dt>{t.automaticClaims}</dt>
          <dd>
            {g.automaticClaim ? t.automaticOn : t.automaticOff}
            <Text size="xs" c="gray.7">
              {t.automaticHint}
            </Text>
          </dd>
        </dl>
        {!g.canChange ? (
          <Text size="sm" c="gray.7">
            {t.ownerOnly}
          </Text>
        ) : !g.payoutsOn && !g.active ? (
          <Alert color="orange" variant="light">
            <Text size="sm">{t.payoutsFirst}</Text>
            <Anchor component={Link} to="/account/settings/billing?connect=bank" size="sm" fw={600}>
              {t.payoutsLink}
            </Anchor>
          </Alert>
        ) : !g.enrolled ? (
          <Group>
            <Button onClick={() => onSwitch('enrol')}>{t.turnOn}</Button>
          </Group>
        ) : (
          <Switch
            label={t.switchLabel}
            description={t.switchHelp}
            checked={g.active}
            onChange={(e) => onSwitch(e.currentTarget.checked ? 'on' : 'off')}
          />
        )}
      </Stack>
    </Section>
  );
}

function HowSection({ g }: { g: GuaranteeOffice }) {
  return (
    <Section id="guarantee-how" icon={<IconListCheck size={22} aria-hidden />} title={t.howTitle} lead={t.howLead}>
      <GuaranteeTerms g={g} />
    </Section>
  );
}
