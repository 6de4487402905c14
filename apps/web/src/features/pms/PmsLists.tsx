import { Alert, Anchor, Button, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatPhone, formatUsDate } from '@mhq/domain';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { userMessageOf } from '../../app/api';
import { patientName } from './PmsPatientPicker';
import { useRecallList, useUninsured } from './pms-api';
import { pmsText as t } from './pms-texts';

const contactOf = (r: { phone: string | null; email: string | null }) =>
  [r.phone ? formatPhone(r.phone) : null, r.email].filter(Boolean).join(' · ') || t.noContact;

function Section({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={`${id}-title`} id={id}>
      <Stack gap="md">
        <div>
          <Title order={3} size="h5" id={`${id}-title`}>
            {title}
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {lead}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** A row of a list: a name and its facts, side by side on a wide screen and stacked on a phone. */
function Row({ name, facts }: { name: ReactNode; facts: [string, ReactNode][] }) {
  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <SimpleGrid cols={{ base: 1, sm: facts.length + 1 }} spacing="sm" verticalSpacing={4}>
        <div style={{ minWidth: 0 }}>{name}</div>
        {facts.map(([label, value]) => (
          <div key={label} style={{ minWidth: 0 }}>
            <Text size="xs" c="gray.7">
              {label}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** The first rows of a long list, and a button for the rest: the tab stays short enough to read. */
const FIRST_ROWS = 10;

function ShortList<T>({ items, row }: { items: readonly T[]; row: (item: T) => ReactNode }) {
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, FIRST_ROWS);
  return (
    <>
      <Stack gap="xs" component="ul" style={listStyle}>
        {shown.map(row)}
      </Stack>
      {shown.length < items.length && (
        <Button variant="subtle" onClick={() => setAll(true)} style={{ alignSelf: 'flex-start' }}>
          {t.showAll(items.length)}
        </Button>
      )}
    </>
  );
}

/** Members with included visits left this plan year: whom to call back (recallList). */
export function RecallList({ officeId, connected }: { officeId: number; connected: boolean }) {
  const recall = useRecallList(officeId, connected);
  const body = !connected ? (
    <Text size="sm">{t.notConnected}</Text>
  ) : recall.isPending ? (
    <Skeleton h={100} />
  ) : recall.isError ? (
    <Alert color="gray">{userMessageOf(recall.error)}</Alert>
  ) : recall.data.state === 'unavailable' ? (
    <Alert color="gray">{t.unavailable}</Alert>
  ) : recall.data.state === 'not_connected' ? (
    <Text size="sm">{t.notConnected}</Text>
  ) : recall.data.members.length === 0 ? (
    <Text size="sm">{t.recallEmpty}</Text>
  ) : (
    <ShortList
      items={recall.data.members}
      row={(r) => (
        <Row
          key={r.memberId}
          name={
            <>
              <Anchor component={Link} to={`/dentist-new/members?id=${r.memberId}`} fw={600} size="sm">
                {patientName(r)}
              </Anchor>
              <Text size="xs" c="gray.7">{`${r.planName} · ${t.chart(r.chartId)}`}</Text>
            </>
          }
          facts={[
            [t.colContact, contactOf(r)],
            [t.colLeft, r.unused.map((u) => `${u.name}: ${u.left}`).join(', ') || t.left(r.remaining)],
            [t.colLastVisit, r.lastVisitOn ? formatUsDate(r.lastVisitOn) : t.noVisit],
            [t.colYearEnds, formatUsDate(r.yearTo)],
          ]}
        />
      )}
    />
  );
  return (
    <Section id="pms-recall" title={t.recall} lead={t.recallLead}>
      {body}
    </Section>
  );
}

/** The PMS's uninsured patients without a plan, when the office asked to be told of them (pmsUninsured). */
export function UninsuredList({ officeId, connected }: { officeId: number; connected: boolean }) {
  const uninsured = useUninsured(officeId, connected);
  const body = !connected ? (
    <Text size="sm">{t.notConnected}</Text>
  ) : uninsured.isPending ? (
    <Skeleton h={100} />
  ) : uninsured.isError ? (
    <Alert color="gray">{userMessageOf(uninsured.error)}</Alert>
  ) : uninsured.data.state === 'off' ? (
    <Text size="sm">{t.uninsuredOff}</Text>
  ) : uninsured.data.state === 'unavailable' ? (
    <Alert color="gray">{t.unavailable}</Alert>
  ) : uninsured.data.state === 'not_connected' ? (
    <Text size="sm">{t.notConnected}</Text>
  ) : uninsured.data.patients.length === 0 ? (
    <Text size="sm">{t.uninsuredEmpty}</Text>
  ) : (
    <ShortList
      items={uninsured.data.patients}
      row={(p) => (
        <Row
          key={p.chartId}
          name={
            <>
              <Text size="sm" fw={600}>
                {patientName(p)}
              </Text>
              <Text size="xs" c="gray.7">
                {t.chart(p.chartId)}
              </Text>
            </>
          }
          facts={[
            [t.colContact, contactOf(p)],
            [t.colBirthDate, p.birthDate ? formatUsDate(p.birthDate) : '—'],
          ]}
        />
      )}
    />
  );
  return (
    <Section id="pms-uninsured" title={t.uninsured} lead={t.uninsuredLead}>
      {body}
    </Section>
  );
}
