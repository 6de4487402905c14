import { useEffect } from 'react';
import { setPageTitle } from '../app/tenant';

export function usePageTitle(title: string | null): void {
  useEffect(() => setPageTitle(title), [title]);
}
