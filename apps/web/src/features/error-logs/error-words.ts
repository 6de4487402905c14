import type { ErrorLogRow } from '@mhq/contract';

/** Where an error happened: the request's method and route, or the job's name. */
export const whereOf = (log: Pick<ErrorLogRow, 'kind' | 'method' | 'route' | 'job'>): string =>
  log.kind === 'job' ? `job ${log.job ?? 'unknown'}` : `${log.method ?? ''} ${log.route ?? 'unknown route'}`.trim();
