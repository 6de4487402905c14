import { Select } from '@mantine/core';
import type { SignupLeadSourcesResponse } from '@mhq/contract';
import { useEffect, useState } from 'react';
import { call } from '../../app/api';
import { tenant } from '../../app/tenant';

type Props = { value: number | null | undefined; onChange: (id: number | null) => void; error?: string };
type Source = SignupLeadSourcesResponse['leadSources'][number];

/**
 * The sign-up form's optional 'who referred you?': the brand's active lead sources, where the brand asks (its
 * leadSource flag) and has any; otherwise nothing is shown. The sign-up pages load without the query client.
 */
export function LeadSourceSelect({ value, onChange, error }: Props) {
  const asks = tenant.featureFlags.includes('leadSource');
  const [sources, setSources] = useState<Source[]>([]);
  useEffect(() => {
    if (!asks) return;
    const controller = new AbortController();
    call('signupLeadSources', { signal: controller.signal, successToast: false })
      .then((answer) => setSources(answer.leadSources))
      // The question is optional: without the list the form simply does not ask it.
      .catch(() => setSources([]));
    return () => controller.abort();
  }, [asks]);
  if (!asks || sources.length === 0) return null;
  return (
    <Select
      label="Which association or partner referred you?"
      placeholder="None"
      data={sources.map((s) => ({ value: String(s.id), label: s.name }))}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
      clearable
      error={error}
    />
  );
}
