import './money.css';
import { Alert, Button, Card, Group, Loader, Stack, Stepper, Text, TextInput } from '@mantine/core';
import type { UpgradeStatus } from '@mhq/contract';
import { email as emailProblem } from '@mhq/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { call, userMessageOf } from '../../app/api';
import { CURRENT_USER_KEY } from '../../app/current-user';
import { formatDate } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { ConnectBankModal } from './ConnectBankModal';
import { upgradeText as t } from './money-texts';
import { useMoneyScope } from './use-money';

const upgradeKey = (officeId: number) => ['money', officeId, 'upgrade'] as const;

/** The office the upgrade pages act in: the `dentistInfoId` query (routes.tsv), else the active office. */
function useUpgradeOffice(): number | null {
  const { officeId } = useMoneyScope();
  const [params] = useSearchParams();
  const asked = Number(params.get('dentistInfoId'));
  return Number.isInteger(asked) && asked > 0 ? asked : officeId;
}

function useUpgrade(officeId: number) {
  return useQuery({
    queryKey: upgradeKey(officeId),
    queryFn: ({ signal }) => call('upgradeStatus', { params: { id: officeId }, signal, successToast: false }),
  });
}

function useUpgradeStep(officeId: number, step: 'proceedUpgrade' | 'resetUpgrade') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(step, { params: { id: officeId } }),
    onSuccess: (data) => {
      queryClient.setQueryData(upgradeKey(officeId), data);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}

/** /dentist-new/upgrade: what the upgrade is, and the way in. */
export function UpgradeLandingPage() {
  const officeId = useUpgradeOffice();
  const status = useUpgrade(officeId ?? 0);
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.title} subtitle={t.lead} />
      {status.isPending && <Loader role="status" aria-label="Loading" />}
      {status.isError && <Alert color="red">{userMessageOf(status.error)}</Alert>}
      {status.data && <Overview status={status.data} />}
    </>
  );
}

function Overview({ status }: { status: UpgradeStatus }) {
  if (status.state === 'not-eligible') return <Alert color="gray">{t.notEligible}</Alert>;
  if (status.state === 'converted') return <Alert color="green">{t.converted(formatDate(status.convertedAt))}</Alert>;
  const to =
    status.state === 'eligible'
      ? `/dentist-new/upgrade-form?dentistInfoId=${status.officeId}`
      : `/account/upgrade?dentistInfoId=${status.officeId}`;
  return (
    <Group>
      <Button component={Link} to={to} disabled={!status.canChange}>
        {status.state === 'eligible' ? t.start : t.continue}
      </Button>
    </Group>
  );
}

/** /dentist-new/upgrade-form: the upgrade modal's form on a page of its own. */
export function UpgradeFormPage() {
  const officeId = useUpgradeOffice();
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.formTitle} subtitle={t.formLead} />
      <Card withBorder radius="lg" padding="lg" maw={560}>
        <UpgradeEmailForm officeId={officeId ?? 0} />
      </Card>
    </>
  );
}

/**
 * The upgrade modal's form (spec 01 section 5: email required and well-formed): opens the new account, then
 * goes on to its next steps at /account/upgrade.
 */
export function UpgradeEmailForm({ officeId }: { officeId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: (email: string) => call('startUpgrade', { params: { id: officeId }, body: { email } }),
    onSuccess: (data) => {
      queryClient.setQueryData(upgradeKey(data.officeId), data);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      navigate(`/account/upgrade?dentistInfoId=${data.officeId}`);
    },
  });
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const trimmed = value.trim();
    const problem = trimmed === '' ? t.emailRequired : emailProblem(trimmed) ? t.emailInvalid : undefined;
    setError(problem);
    if (problem) return;
    try {
      await start.mutateAsync(trimmed);
    } catch (err) {
      setFailure(userMessageOf(err));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="money-form">
      <Stack gap="sm">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t.email}
          type="email"
          autoComplete="email"
          required
          value={value}
          error={error}
          onChange={(e) => setValue(e.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={start.isPending}>
            {t.openAccount}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /account/upgrade: the steps after 'I'm Ready to Upgrade': bank, proceed, done; or start over. */
export function UpgradePage() {
  const officeId = useUpgradeOffice();
  const status = useUpgrade(officeId ?? 0);
  return (
    <>
      <PageHeader
        eyebrow={t.eyebrow}
        title={t.title}
        subtitle={t.lead}
        actions={
          <Button component={Link} to="/account/settings/billing" variant="default">
            {t.backToBilling}
          </Button>
        }
      />
      {status.isPending && <Loader role="status" aria-label="Loading" />}
      {status.isError && <Alert color="red">{userMessageOf(status.error)}</Alert>}
      {status.data && officeId !== null && <Steps status={status.data} officeId={officeId} />}
    </>
  );
}

function Steps({ status, officeId }: { status: UpgradeStatus; officeId: number }) {
  const queryClient = useQueryClient();
  const [connecting, setConnecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const proceed = useUpgradeStep(officeId, 'proceedUpgrade');
  const reset = useUpgradeStep(officeId, 'resetUpgrade');
  if (status.state === 'not-eligible' || status.state === 'eligible') return <Overview status={status} />;
  const active = status.state === 'converted' ? 4 : status.bankConnected ? 2 : 1;
  const run = (m: typeof proceed) => () => {
    setFailure(null);
    m.mutateAsync().catch((err: unknown) => setFailure(userMessageOf(err)));
  };
  return (
    <Card withBorder radius="lg" padding="lg" maw={760}>
      {failure && (
        <Alert color="red" role="alert" mb="md">
          {failure}
        </Alert>
      )}
      <Stepper active={active} orientation="vertical" allowNextStepsSelect={false}>
        <Stepper.Step label={t.step1} description={status.email ? t.step1Done(status.email) : undefined} />
        <Stepper.Step label={t.step2} description={status.bankLast4 ? t.step2Done(status.bankLast4) : t.step2Lead}>
          {status.canChange && (
            <Button onClick={() => setConnecting(true)} mt="xs">
              {t.connectBank}
            </Button>
          )}
        </Stepper.Step>
        <Stepper.Step label={t.step3} description={t.step3Lead}>
          {status.canChange && (
            <Button onClick={run(proceed)} loading={proceed.isPending} mt="xs">
              {t.proceed}
            </Button>
          )}
        </Stepper.Step>
        <Stepper.Step label={t.step4} />
        <Stepper.Completed>
          <Text>{t.converted(formatDate(status.convertedAt))}</Text>
        </Stepper.Completed>
      </Stepper>
      {status.state === 'started' && status.canChange && (
        <Group mt="lg">
          <Button variant="subtle" color="red" onClick={run(reset)} loading={reset.isPending}>
            {t.startOver}
          </Button>
        </Group>
      )}
      <ConnectBankModal
        opened={connecting}
        onClose={() => {
          setConnecting(false);
          void queryClient.invalidateQueries({ queryKey: upgradeKey(officeId) });
        }}
        officeId={officeId}
        testMode
      />
    </Card>
  );
}
