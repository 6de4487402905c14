import { Alert, Button, Group, Select, Skeleton, Stack, Table, Tabs, Text } from '@mantine/core';
import {
  MULTI_REPORT_TYPES,
  type MultiReportColumn,
  type MultiReportFileType,
  type MultiReportResponse,
  type MultiReportType,
} from '@mhq/contract';
import { addDays, formatMoney, formatUsDay } from '@mhq/domain';
import { IconDownload } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../app/current-user';
import { PageHeader } from '../../ui/PageHeader';
import { type ReportFilters, useMultiReport, useReportFile } from './multi-location-api';
import { multiTexts as texts } from './multi-location-texts';
import { LoadFailed, OrganizationGate } from './OrganizationGate';
import { isPeriod, PeriodSelect } from './PeriodSelect';

const isReportType = (v: string | null): v is MultiReportType =>
  (MULTI_REPORT_TYPES as readonly string[]).includes(v ?? '');
const FILE_TYPES: { type: MultiReportFileType; name: string }[] = [
  { type: 'csv', name: 'CSV' },
  { type: 'xlsx', name: 'Excel' },
  { type: 'pdf', name: 'PDF' },
];

/** A cell as the page reads it: money in dollars, dates as US days, counts with separators. */
function cell(c: MultiReportColumn, v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '';
  if (c.kind === 'money') return formatMoney(Number(v), { decimals: 2 });
  if (c.kind === 'count') return Number(v).toLocaleString('en-US');
  if (c.kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(String(v))) return formatUsDay(String(v));
  return String(v);
}

function ReportTable({ r }: { r: MultiReportResponse }) {
  if (r.rows.length === 0) return <Text c="gray.7">{texts.noRows}</Text>;
  const numeric = (c: MultiReportColumn) => c.kind === 'count' || c.kind === 'money';
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder data-testid="report-table">
        <caption className="visually-hidden">{r.title}</caption>
        <Table.Thead>
          <Table.Tr>
            {r.columns.map((c) => (
              <Table.Th key={c.key} scope="col" ta={numeric(c) ? 'right' : undefined}>
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {r.rows.map((row, i) => (
            // Rows have no id of their own: their order is the report's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the report's rows are fixed for one answer
            <Table.Tr key={i}>
              {r.columns.map((c) => (
                <Table.Td key={c.key} ta={numeric(c) ? 'right' : undefined}>
                  {cell(c, row[c.key])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {r.totals && (
          <Table.Tfoot>
            <Table.Tr>
              {r.columns.map((c, i) => (
                <Table.Td key={c.key} fw={700} ta={numeric(c) ? 'right' : undefined}>
                  {i === 0 ? texts.total : cell(c, r.totals?.[c.key])}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}

function Report({
  officeId,
  reportType,
  filters,
}: {
  officeId: number;
  reportType: MultiReportType;
  filters: ReportFilters;
}) {
  const report = useMultiReport(officeId, reportType, filters);
  const file = useReportFile(officeId);
  return (
    <Stack gap="md" pt="md">
      <Group gap="sm">
        {FILE_TYPES.map((f) => (
          <Button
            key={f.type}
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={file.isPending && file.variables?.fileType === f.type}
            onClick={() => file.mutate({ reportType, filters, fileType: f.type })}
          >
            {texts.downloadAs(f.name)}
          </Button>
        ))}
      </Group>
      {file.isError && <Alert color="red">{texts.downloadFailed}</Alert>}
      {report.isError && <LoadFailed onRetry={() => report.refetch()} />}
      {!report.data && !report.isError && <Skeleton h={200} />}
      {report.data && (
        <>
          <Text size="sm" c="gray.7">
            {`${formatUsDay(report.data.from)} to ${formatUsDay(addDays(report.data.to, -1))} · ${texts.rows(report.data.rows.length)}`}
          </Text>
          <ReportTable r={report.data} />
        </>
      )}
    </Stack>
  );
}

function MultiReports({ officeId }: { officeId: number }) {
  const [params, setParams] = useSearchParams();
  const tab = isReportType(params.get('tab')) ? (params.get('tab') as MultiReportType) : 'members';
  const asked = params.get('period');
  const period = isPeriod(asked) ? asked : 'last_12_months';
  const locationId = Number(params.get('location')) || null;
  // The locations to pick from: the offices the user works in, as the top bar's switcher lists them.
  const user = useCurrentUser();
  const locations = [
    ...(user.dentistInfo ? [{ id: user.dentistInfo.id, officeName: user.dentistInfo.officeName }] : []),
    ...user.otherOffices.filter((o) => o.id !== user.dentistInfo?.id),
  ];
  const set = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null) merged.delete(k);
      else merged.set(k, v);
    }
    setParams(merged, { replace: true });
  };
  return (
    <>
      <PageHeader eyebrow={texts.eyebrow} title={texts.reportsTitle} subtitle={texts.reportsLead} />
      <Group gap="md" align="flex-end" mb="md">
        <PeriodSelect value={period} onChange={(p) => set({ period: p })} />
        <Select
          label={texts.locationFilter}
          value={locationId ? String(locationId) : 'all'}
          onChange={(v) => set({ location: v && v !== 'all' ? v : null })}
          data={[
            { value: 'all', label: texts.allLocations },
            ...locations.map((l) => ({ value: String(l.id), label: l.officeName })),
          ]}
          allowDeselect={false}
          w={260}
        />
      </Group>
      <Tabs value={tab} onChange={(v) => isReportType(v) && set({ tab: v })} keepMounted={false}>
        <Tabs.List>
          {MULTI_REPORT_TYPES.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {texts.tabs[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {MULTI_REPORT_TYPES.map((t) => (
          <Tabs.Panel key={t} value={t}>
            <Report officeId={officeId} reportType={t} filters={{ period, locationId }} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}

/** Multi-location reports (/account/multi-location-reports?tab=, /dentist-new/multiLocationReports). */
export function MultiReportsPage() {
  return <OrganizationGate>{(officeId) => <MultiReports officeId={officeId} />}</OrganizationGate>;
}
