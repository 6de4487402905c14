import './money.css';
import { Alert, Button, Card, Checkbox, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import type { BaaStatus } from '@mhq/contract';
import { BAA_MESSAGES } from '@mhq/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { call, userMessageOf } from '../../app/api';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { baaText as t } from './money-texts';
import { baaKey, useBaa, useMoneyScope } from './use-money';

/** /BAA-signed: the owner reads and signs the Business Associate Agreement, or anyone in the office sees the signed copy. */
export function BaaPage() {
  const { officeId } = useMoneyScope();
  const baa = useBaa(officeId ?? 0);
  return (
    <>
      <PageHeader
        eyebrow={t.eyebrow}
        title={t.title}
        subtitle={baa.data ? (baa.data.baaSigned ? t.signedLead : t.unsignedLead) : undefined}
        actions={
          <Button component={Link} to="/account/settings/billing" variant="default">
            {t.back}
          </Button>
        }
      />
      {baa.isPending && <Loader role="status" aria-label="Loading the agreement" />}
      {baa.isError && <Alert color="red">{userMessageOf(baa.error)}</Alert>}
      {baa.data && officeId !== null && <Agreement baa={baa.data} officeId={officeId} />}
    </>
  );
}

function Agreement({ baa, officeId }: { baa: BaaStatus; officeId: number }) {
  return (
    <Stack gap="lg" maw={820}>
      <Card withBorder radius="lg" padding="lg" component="article" aria-label={t.title} className="baa-text">
        <Text size="sm" c="gray.7">
          {baa.officeName} · {baa.platformName} · version {baa.signature?.agreementVersion ?? baa.currentVersion}
        </Text>
        {baa.sections.map((s) => (
          <section key={s.heading}>
            <h2>{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </section>
        ))}
      </Card>
      {baa.signature ? (
        <SignedCopy baa={baa} />
      ) : baa.canSign ? (
        <SignForm officeId={officeId} />
      ) : (
        <Alert color="gray">{t.cannotSign}</Alert>
      )}
    </Stack>
  );
}

/** Downloads the signed PDF (the call needs the Authorization header, so not a plain link). */
async function downloadPdf(officeId: number) {
  const blob = await call('baaPdf', { params: { id: officeId }, responseType: 'blob', successToast: false });
  const url = URL.createObjectURL(blob as unknown as Blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'business-associate-agreement.pdf';
  a.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function SignedCopy({ baa }: { baa: BaaStatus }) {
  const s = baa.signature;
  const [failure, setFailure] = useState<string | null>(null);
  if (!s) return null;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="baa-signature">
      <Title order={2} size="h4" id="baa-signature" mb="sm">
        {t.signedHeading}
      </Title>
      <dl className="money-facts" data-testid="baa-signature">
        <dt>{t.signedBy}</dt>
        <dd>{s.signerName}</dd>
        <dt>{t.signedTitle}</dt>
        <dd>{s.signerTitle}</dd>
        <dt>{t.signedEmail}</dt>
        <dd>{s.signerEmail}</dd>
        <dt>{t.signedAt}</dt>
        <dd>{formatDateTime(s.signedAt)}</dd>
        <dt>{t.signedIp}</dt>
        <dd>{s.ip}</dd>
        <dt>{t.version}</dt>
        <dd>{s.agreementVersion}</dd>
        <dt>{t.fingerprint}</dt>
        <dd style={{ fontFamily: 'monospace', fontSize: 12 }}>{s.agreementSha256}</dd>
      </dl>
      {failure && (
        <Alert color="red" mt="sm">
          {failure}
        </Alert>
      )}
      <Button
        variant="default"
        mt="md"
        onClick={() => downloadPdf(baa.officeId).catch((err: unknown) => setFailure(userMessageOf(err)))}
      >
        {t.downloadPdf}
      </Button>
    </Card>
  );
}

function SignForm({ officeId }: { officeId: number }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [title, setTitle] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; title?: string; agree?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const sign = useMutation({
    mutationFn: () =>
      call('signBaa', {
        params: { id: officeId },
        body: { signerName: name.trim(), signerTitle: title.trim(), agree: true },
      }),
    onSuccess: (data) => queryClient.setQueryData(baaKey(officeId), data),
  });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const next: typeof errors = {};
    if (name.trim().length < 2) next.name = BAA_MESSAGES.signerName;
    if (title.trim().length < 2) next.title = BAA_MESSAGES.signerTitle;
    if (!agree) next.agree = BAA_MESSAGES.agree;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      await sign.mutateAsync();
    } catch (err) {
      setFailure(userMessageOf(err));
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="baa-sign">
      <form onSubmit={submit} noValidate className="money-form">
        <Stack gap="sm">
          <Title order={2} size="h4" id="baa-sign">
            {t.signHeading}
          </Title>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label={t.signerName}
            autoComplete="name"
            required
            value={name}
            error={errors.name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <TextInput
            label={t.signerTitle}
            autoComplete="organization-title"
            required
            value={title}
            error={errors.title}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
          <Checkbox
            label={t.agree}
            checked={agree}
            error={errors.agree}
            onChange={(e) => setAgree(e.currentTarget.checked)}
          />
          <div>
            <Button type="submit" loading={sign.isPending}>
              {t.sign}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
