import type { PublicOfficeResponse } from '@mhq/contract';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../app/api';
import { fetchCommunityPage, fetchOfficeById, fetchOfficeBySlug } from './enrolment-api';

/** Which office a public page names: by its link name (/signup/{slug}) or by its id (/accounts/signup/...). */
export type OfficeRef = ({ slug: string } | { id: number } | { community: string }) & {
  /** The small business of a BusinessConnect link (/businessconnect/{slug}?business=): its plans and discount. */
  business?: number;
};

type State =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed' }
  | { kind: 'ready'; office: PublicOfficeResponse };

/**
 * The public office and its plans, fetched without the query library (the patient page's budget); `reload` asks
 * again, keeping what is shown meanwhile (after a 409, so the summary shows the new prices).
 */
export function usePublicOffice(ref: OfficeRef | null) {
  const [state, setState] = useState<State & { key: string }>({ kind: 'loading', key: '' });
  const [version, setVersion] = useState(0);
  const named =
    ref === null
      ? ''
      : 'slug' in ref
        ? `slug:${ref.slug}`
        : 'id' in ref
          ? `id:${ref.id}`
          : `community:${ref.community}`;
  const key = ref === null ? '' : `${named}:${ref.business ?? ''}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `ref`; `version` asks again.
  useEffect(() => {
    if (ref === null) return;
    const controller = new AbortController();
    const request =
      'slug' in ref
        ? fetchOfficeBySlug(ref.slug, ref.business, controller.signal)
        : 'id' in ref
          ? fetchOfficeById(ref.id, ref.business, controller.signal)
          : fetchCommunityPage(ref.community, controller.signal);
    request
      .then((office) => setState({ kind: 'ready', office, key }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setState((before) =>
          before.kind === 'ready' && before.key === key && !missing
            ? before
            : { kind: missing ? 'notFound' : 'failed', key },
        );
      });
    return () => controller.abort();
  }, [key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // Another office named: its answer is not here yet.
  return { state: (state.key === key ? state : { kind: 'loading' }) as State, reload };
}
