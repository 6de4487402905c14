import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import type { PmsPatient } from '@mhq/contract';
import { formatPhone, formatUsDate, MEMBER_SEARCH_MIN_LENGTH } from '@mhq/domain';
import { useState } from 'react';
import { userMessageOf } from '../../app/api';
import { usePmsPatientSearch } from './pms-api';
import { pmsText as t } from './pms-texts';

type Props = {
  officeId: number;
  /** The member being matched: a chart already matched to them is not 'another member'. */
  memberId?: number;
  onPick: (patient: PmsPatient) => void;
  busy?: boolean;
};

export const patientName = (p: Pick<PmsPatient, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`.trim();

/** A patient's birth date and contact in one line, to tell namesakes apart. */
export function patientDetails(p: Pick<PmsPatient, 'birthDate' | 'email' | 'phone'>): string {
  return [p.birthDate ? t.born(formatUsDate(p.birthDate)) : null, p.email, p.phone ? formatPhone(p.phone) : null]
    .filter(Boolean)
    .join(' · ');
}

/** Searches the office's PMS (from 2 characters, after a pause in typing) and offers each patient to choose. */
export function PmsPatientPicker({ officeId, memberId, onPick, busy = false }: Props) {
  const [text, setText] = useState('');
  const search = usePmsPatientSearch(officeId, text);
  const q = text.trim();
  return (
    <Stack gap="sm">
      <TextInput
        label={t.search}
        description={t.searchHint}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        rightSection={
          search.enabled && search.isFetching ? <Loader role="status" size="xs" aria-label={t.searching} /> : null
        }
        data-autofocus
      />
      <div aria-live="polite">
        {q.length >= MEMBER_SEARCH_MIN_LENGTH && search.isError && (
          <Text size="sm" c="red.9">
            {userMessageOf(search.error)}
          </Text>
        )}
        {search.enabled && search.data?.patients.length === 0 && search.settled && (
          <Text size="sm">{t.noPatient(q)}</Text>
        )}
      </div>
      {search.enabled && search.data && search.data.patients.length > 0 && (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {search.data.patients.map((p) => {
            const taken = p.memberId !== null && p.memberId !== memberId;
            return (
              <Group
                key={p.chartId}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                p="xs"
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }}
              >
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>{`${patientName(p)} · ${t.chart(p.chartId)}`}</Text>
                  <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                    {patientDetails(p)}
                  </Text>
                  {taken && (
                    <Text size="xs" c="orange.9">
                      {t.alreadyMatched}
                    </Text>
                  )}
                </div>
                <Button
                  size="compact-sm"
                  variant="light"
                  disabled={busy}
                  aria-label={t.pickPatient(patientName(p), p.chartId)}
                  onClick={() => onPick(p)}
                >
                  {t.chooseShort}
                </Button>
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
