import { Alert, Button, FileInput, List, NativeSelect, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { CampaignAudience, CampaignAudienceResponse } from '@mhq/contract';
import { CAMPAIGN_MEMBER_AUDIENCES, type CampaignChannel } from '@mhq/domain';
import { useState } from 'react';
import { userMessageOf } from '../../app/api';
import { usePmsSupported } from '../pms/pms-api';
import { useCheckAudience } from './campaigns-api';

export type AudienceDraft = {
  kind: CampaignAudience['kind'];
  csv: string;
  fileName: string;
  filter: string;
  consentNote: string;
};

export const NO_AUDIENCE: AudienceDraft = { kind: 'csv', csv: '', fileName: '', filter: 'inactive', consentNote: '' };

export function audienceOf(a: AudienceDraft): CampaignAudience {
  if (a.kind === 'csv') return { kind: 'csv', csv: a.csv };
  if (a.kind === 'pmsUninsured') return { kind: 'pmsUninsured' };
  return { kind: 'members', filter: a.filter };
}

const KINDS: readonly AudienceDraft['kind'][] = ['csv', 'members', 'pmsUninsured'];

type Props = {
  officeId: number;
  channel: CampaignChannel;
  value: AudienceDraft;
  onChange: (next: AudienceDraft) => void;
  /** Bad rows the server listed when the campaign was refused. */
  refusedRows: { row: number; reason: string }[];
};

/** The preview of who gets the message and who is skipped, with every bad row of an imported list. */
function Preview({ check }: { check: CampaignAudienceResponse }) {
  return (
    <Stack gap="xs" role="status" aria-label="Who gets the message">
      <Text size="sm" fw={600}>
        {check.willSend} will get the message · {check.optedOut} opted out · {check.noConsent} without consent to texts
        · {check.duplicates} duplicates removed
      </Text>
      {check.badRows.length > 0 && <BadRows rows={check.badRows} />}
      {check.willSend > check.roomToday && (
        <Alert color="yellow">
          Your office may send {check.dailyLimit} messages a day and has {check.roomToday} left today.
        </Alert>
      )}
    </Stack>
  );
}

function BadRows({ rows }: { rows: { row: number; reason: string }[] }) {
  return (
    <Alert color="red" title={`${rows.length} ${rows.length === 1 ? 'row' : 'rows'} of the list cannot be used`}>
      <Text size="sm" mb={4}>
        Nothing is saved or sent until the list is fixed and imported again.
      </Text>
      <List size="sm" aria-label="Rows with problems">
        {rows.slice(0, 50).map((r) => (
          <List.Item key={r.row}>
            Row {r.row}: {r.reason}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * Who the campaign goes to: an imported CSV, the office's own patients by where their plans stand, or the uninsured
 * patients of its practice-management system (offered only when it is connected and the office asked to hear of them).
 */
export function CampaignAudienceFields({ officeId, channel, value, onChange, refusedRows }: Props) {
  const check = useCheckAudience(officeId);
  const connection = usePmsSupported(officeId).data?.connection;
  // An audience already chosen stays visible if the switch went off meanwhile: the server then says what to do.
  const pmsOffered =
    (connection?.status === 'connected' && connection.notifyUninsured) || value.kind === 'pmsUninsured';
  const [file, setFile] = useState<File | null>(null);
  const set = (patch: Partial<AudienceDraft>) => {
    check.reset();
    onChange({ ...value, ...patch });
  };

  async function pick(next: File | null) {
    setFile(next);
    set({ csv: next ? await next.text() : '', fileName: next?.name ?? '' });
  }

  const ready = value.kind !== 'csv' || value.csv.length > 0;
  const consentField = channel === 'sms' && (
    <TextInput
      label="How these patients agreed to texts"
      description="Recorded with each text. Leave empty and no text is sent to them."
      value={value.consentNote}
      maxLength={300}
      onChange={(e) => set({ consentNote: e.currentTarget.value })}
    />
  );
  return (
    <Stack gap="sm">
      <Radio.Group
        label="Who gets it"
        value={value.kind}
        onChange={(kind) => set({ kind: KINDS.find((k) => k === kind) ?? 'csv' })}
      >
        <Stack gap={6} mt={6}>
          <Radio value="csv" label="Import a list (CSV)" />
          <Radio value="members" label="Our patients" />
          {pmsOffered && <Radio value="pmsUninsured" label="Uninsured patients in your practice-management system" />}
        </Stack>
      </Radio.Group>
      {value.kind === 'pmsUninsured' ? (
        <>
          <Text size="sm" c="dimmed">
            Patients of your practice-management system with no insurance and no running plan with you.
          </Text>
          {consentField}
        </>
      ) : value.kind === 'csv' ? (
        <>
          <FileInput
            label="CSV file"
            description="Columns: first name, last name, email, phone, consent to texts (yes or no)"
            placeholder="Choose a file"
            accept=".csv,text/csv"
            value={file}
            onChange={(f) => void pick(f)}
            clearable
            clearButtonProps={{ 'aria-label': 'Remove the file' }}
          />
          <Textarea
            label="Or paste the list"
            autosize
            minRows={3}
            maxRows={8}
            value={value.csv}
            onChange={(e) => set({ csv: e.currentTarget.value, fileName: '' })}
          />
        </>
      ) : (
        <>
          <NativeSelect
            label="Which patients"
            data={CAMPAIGN_MEMBER_AUDIENCES.map((a) => ({ value: a.value, label: a.label }))}
            value={value.filter}
            onChange={(e) => set({ filter: e.currentTarget.value })}
          />
          {consentField}
        </>
      )}
      <div>
        <Button
          variant="light"
          disabled={!ready}
          loading={check.isPending}
          onClick={() => check.mutate({ channel, audience: audienceOf(value), consentNote: value.consentNote })}
        >
          Check the list
        </Button>
      </div>
      {check.isError && <Alert color="red">{userMessageOf(check.error)}</Alert>}
      {check.data && <Preview check={check.data} />}
      {!check.data && refusedRows.length > 0 && <BadRows rows={refusedRows} />}
    </Stack>
  );
}
