import { Navigate, useLocation } from 'react-router';

/** A redirect that keeps the query string (and adds to it). */
export function RedirectTo({ to, add }: { to: string; add?: Record<string, string> }) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  for (const [k, v] of Object.entries(add ?? {})) if (!params.has(k)) params.set(k, v);
  const qs = params.toString();
  return <Navigate to={`${to}${qs ? `?${qs}` : ''}`} replace />;
}
