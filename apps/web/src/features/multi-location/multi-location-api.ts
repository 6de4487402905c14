import type { MultiPeriod, MultiReportFileType, MultiReportType } from '@mhq/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../app/api';

/** The master dashboard of the organization of the office the user acts from; the office and period key the figures. */
export function useMultiDashboard(officeId: number, period: MultiPeriod) {
  return useQuery({
    queryKey: ['multi-location', 'dashboard', officeId, period],
    queryFn: ({ signal }) =>
      call('multiLocationDashboard', { params: { id: officeId }, query: { period }, signal, successToast: false }),
  });
}

export function useMultiBilling(officeId: number) {
  return useQuery({
    queryKey: ['multi-location', 'billing', officeId],
    queryFn: ({ signal }) => call('multiLocationBilling', { params: { id: officeId }, signal, successToast: false }),
  });
}

export type ReportFilters = { period: MultiPeriod; locationId: number | null };

const bodyOf = (officeId: number, f: ReportFilters, fileType: MultiReportFileType = 'csv') => ({
  dentistInfoId: officeId,
  period: f.period,
  fileType,
  ...(f.locationId !== null ? { locationId: f.locationId } : {}),
});

/** A report's rows for the page. */
export function useMultiReport(officeId: number, reportType: MultiReportType, filters: ReportFilters) {
  return useQuery({
    queryKey: ['multi-location', 'report', officeId, reportType, filters.period, filters.locationId],
    queryFn: ({ signal }) =>
      call('multiLocationReport', {
        params: { reportType },
        query: { download: 'false' },
        body: bodyOf(officeId, filters),
        signal,
        successToast: false,
      }),
  });
}

/** Downloads a report as a file (a PDF opens in a new tab, as the payout reports do). */
export function useReportFile(officeId: number) {
  return useMutation({
    mutationFn: async (input: {
      reportType: MultiReportType;
      filters: ReportFilters;
      fileType: MultiReportFileType;
    }) => {
      const tab = input.fileType === 'pdf' ? window.open('', '_blank') : null;
      const blob = (await call('multiLocationReport', {
        params: { reportType: input.reportType },
        query: { download: 'true' },
        body: bodyOf(officeId, input.filters, input.fileType),
        responseType: 'blob',
        successToast: false,
      })) as unknown as Blob;
      const url = URL.createObjectURL(blob);
      if (tab) {
        tab.location.href = url;
      } else {
        const link = document.createElement('a');
        link.href = url;
        link.download = `${input.reportType}-by-location.${input.fileType}`;
        link.click();
      }
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}
