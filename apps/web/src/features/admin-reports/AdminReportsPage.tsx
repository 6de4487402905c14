import { Alert, Button, Card, Group, Loader, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AdminOffice } from '@mhq/contract';
import { addMonths, SEARCH_DEBOUNCE_MS, utcDayOf } from '@mhq/domain';
import { IconChartBar, IconFileSpreadsheet, IconFileTypeCsv, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { call, userMessageOf } from '../../app/api';
import { PageHeader } from '../../ui/PageHeader';
import { monthName, reportTexts as texts } from './admin-reports-texts';
import { ReportProgress } from './ReportProgress';
import { type Download, useReportDownload } from './use-report-download';

/** The last 24 months, newest first; the master report of a month not yet begun does not exist. */
function recentMonths(): string[] {
  const first = `${utcDayOf(new Date()).slice(0, 7)}-01`;
  return Array.from({ length: 24 }, (_, i) => addMonths(first, -i).slice(0, 7));
}

const blob = (p: Promise<unknown>) => p as Promise<Blob>;

/** The admins' office reports: an owner's monthly master report, an office's or organization's active members. */
export function AdminReportsPage() {
  const months = recentMonths();
  const [month, setMonth] = useState(months[1] ?? '');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const offices = useQuery({
    queryKey: ['admin', 'offices', debounced],
    queryFn: ({ signal }) => call('adminOffices', { query: { search: debounced || undefined }, signal }),
    placeholderData: (previous) => previous,
  });
  const download = useReportDownload(texts.failed);
  const running = download.isPending ? download.variables : undefined;
  const list = offices.data?.offices ?? [];
  return (
    <>
      <PageHeader
        eyebrow={texts.eyebrow}
        title={texts.title}
        subtitle={texts.subtitle}
        actions={
          <Button
            component={Link}
            to="/admin/reporting"
            variant="default"
            leftSection={<IconChartBar size={16} aria-hidden />}
          >
            {texts.toReporting}
          </Button>
        }
      />
      <Group mb="md" align="flex-end" wrap="wrap">
        <NativeSelect
          label={texts.month}
          data={months.map((m) => ({ value: m, label: monthName(m) }))}
          value={month}
          onChange={(e) => setMonth(e.currentTarget.value)}
          w={{ base: '100%', xs: 220 }}
        />
        <TextInput
          type="search"
          label={texts.search}
          placeholder={texts.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        {offices.data && (
          <Text size="sm" c="gray.7" aria-live="polite" pb={8}>
            {texts.officeCount(list.length)}
          </Text>
        )}
      </Group>
      <Text size="sm" c="gray.7" mb="sm">
        {texts.auditNote}
      </Text>
      <ReportProgress message={running ? texts.preparing(running.what) : null} />
      {offices.isPending && <Loader role="status" aria-label={texts.loading} />}
      {offices.isError && (
        <Alert color="red" title={texts.loadFailed}>
          {userMessageOf(offices.error)}
        </Alert>
      )}
      {offices.data && list.length === 0 && (
        <Card withBorder padding="xl">
          <Text ta="center" c="gray.7">
            {texts.none}
          </Text>
        </Card>
      )}
      <Stack gap="sm">
        {list.map((office) => (
          <OfficeReports
            key={office.id}
            office={office}
            month={month}
            running={running?.key}
            busy={download.isPending}
            start={(d) => download.mutate(d)}
          />
        ))}
      </Stack>
    </>
  );
}

type RowProps = {
  office: AdminOffice;
  month: string;
  running: string | undefined;
  busy: boolean;
  start: (d: Download) => void;
};

function OfficeReports({ office, month, running, busy, start }: RowProps) {
  const owner = office.users.find((u) => u.owner);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const downloads: (Download & { label: string; aria: string; icon: typeof IconFileTypeCsv })[] = [
    ...(owner
      ? [
          {
            key: `master-${owner.id}-${month}`,
            label: texts.masterReport,
            aria: texts.masterReportLabel(owner.name, month),
            what: texts.masterReportLabel(owner.name, month),
            icon: IconFileTypeCsv,
            fileName: `master-report-${month}-${owner.name.replace(/\W+/g, '-').toLowerCase()}.csv`,
            fetch: () =>
              blob(
                call('masterReportMonthly', {
                  params: { year, month: monthNumber, userId: owner.id },
                  responseType: 'blob',
                  successToast: false,
                }),
              ),
          },
        ]
      : []),
    {
      key: `office-${office.id}`,
      label: texts.activeMembers,
      aria: texts.activeMembersLabel(office.officeName),
      what: texts.activeMembersLabel(office.officeName),
      icon: IconFileSpreadsheet,
      fileName: `active-members-office-${office.id}.xlsx`,
      fetch: () => blob(call('activeMembersReport', { params: { dentistInfoId: office.id }, responseType: 'blob' })),
    },
    {
      key: `organization-${office.id}`,
      label: texts.allLocations,
      aria: texts.allLocationsLabel(office.organizationName),
      what: texts.allLocationsLabel(office.organizationName),
      icon: IconFileSpreadsheet,
      fileName: `active-members-organization-${office.organizationId}.xlsx`,
      fetch: () =>
        blob(call('multiActiveMembersReport', { params: { dentistInfoId: office.id }, responseType: 'blob' })),
    },
  ];
  return (
    <Card withBorder padding="md" data-testid="office-reports" data-office-id={office.id}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: '1 1 260px' }}>
          <Title order={2} size="h5">
            {office.officeName}
          </Title>
          <Text size="sm" c="gray.7">
            {office.organizationName} · {texts.members(office.memberCount)}
          </Text>
          <Text size="sm" c="gray.7">
            {owner ? texts.owner(owner.name) : texts.noOwner}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          {downloads.map(({ icon: Icon, label, aria, ...d }) => (
            <Button
              key={d.key}
              size="xs"
              variant="light"
              aria-label={aria}
              leftSection={<Icon size={16} aria-hidden />}
              loading={running === d.key}
              disabled={busy && running !== d.key}
              onClick={() => start(d)}
            >
              {label}
            </Button>
          ))}
        </Group>
      </Group>
    </Card>
  );
}
