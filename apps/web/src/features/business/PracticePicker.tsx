import type { BusinessConnectOffice } from '@mhq/contract';
import { useCallback } from 'react';
import { call } from '../../app/api';
import { PracticePicker as Picker } from '../../ui/PracticePicker';

type Props = {
  value: string;
  onChange: (slug: string) => void;
  error?: string | undefined;
  /** The practice chosen now, shown first whatever the search finds. */
  current?: BusinessConnectOffice | null;
  /** Called once the search answers whether the brand offers BusinessConnect at all. */
  onOffered?: (offered: boolean) => void;
};

/** Finds a practice that offers BusinessConnect by name, city or ZIP, and picks one. */
export function PracticePicker({ onOffered, ...props }: Props) {
  const find = useCallback(
    async (search: string, signal: AbortSignal) => {
      const res = await call('businessConnectOffices', { query: { search: search || undefined }, signal });
      onOffered?.(res.offered);
      return res.offices;
    },
    [onOffered],
  );
  return (
    <Picker
      {...props}
      find={find}
      searchLabel="Find your practice"
      label="Practice your employees will enrol with"
      noneFound={(search) => `No practice offering BusinessConnect matches “${search}”.`}
    />
  );
}
