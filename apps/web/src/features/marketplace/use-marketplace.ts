import type { MarketplaceProfileResponse, MarketplaceSearchResponse } from '@mhq/contract';
import { useEffect, useState } from 'react';
import { ApiError, call } from '../../app/api';

/** A public call's state, fetched without the query library (the public pages' budget). */
export type Loaded<T> =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; data: T }
  | { kind: 'invalid'; message: string }
  | { kind: 'notFound' }
  | { kind: 'failed' };

function useLoaded<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T> & { key: string | null }>({ kind: 'idle', key: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` asks for.
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState({ kind: 'loading', key });
    load(controller.signal)
      .then((data) => setState({ kind: 'ready', data, key }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) return setState({ kind: 'notFound', key });
        if (error instanceof ApiError && error.status === 400) {
          const body = error.body as { _message?: unknown } | null;
          const message = typeof body?._message === 'string' ? body._message : error.message;
          return setState({ kind: 'invalid', message, key });
        }
        setState({ kind: 'failed', key });
      });
    return () => controller.abort();
  }, [key]);
  if (key === null) return { kind: 'idle' };
  return state.key === key ? state : { kind: 'loading' };
}

export type SearchParams = { place: string; miles: number; specialtyId: number | null; page: number };

/** What the search box holds: five digits are a ZIP code, anything else a city. */
export const placeQuery = (place: string) =>
  /^\d{5}$/.test(place.trim()) ? { zip: place.trim() } : { city: place.trim() };

/** The brand's listed practices near a place; idle until a place is typed. */
export function usePracticeSearch(p: SearchParams | null): Loaded<MarketplaceSearchResponse> {
  const key = p?.place.trim() ? JSON.stringify(p) : null;
  return useLoaded(key, (signal) =>
    call('marketplaceSearch', {
      query: {
        ...placeQuery(p?.place ?? ''),
        miles: p?.miles,
        page: p?.page,
        ...(p?.specialtyId ? { specialtyId: p.specialtyId } : {}),
      },
      signal,
      successToast: false,
    }),
  );
}

/** A listed practice's public page. */
export function usePracticeProfile(officeId: number | null): Loaded<MarketplaceProfileResponse> {
  return useLoaded(officeId === null ? null : String(officeId), (signal) =>
    call('marketplaceProfile', { params: { officeId: officeId ?? 0 }, signal, successToast: false }),
  );
}

/** Address suggestions for the search box (ZIP codes or cities), after two characters. */
export function usePlaceSuggestions(typed: string): string[] {
  const [list, setList] = useState<string[]>([]);
  useEffect(() => {
    const q = typed.trim();
    if (q.length < 2 || /^\d{5}$/.test(q)) return setList([]);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      call('addressSuggestions', { query: { q }, signal: controller.signal, successToast: false })
        .then((r) => setList(r.suggestions.map((s) => (/^\d/.test(q) ? s.zip : `${s.city}, ${s.state}`))))
        .catch(() => setList([]));
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed]);
  return list;
}
