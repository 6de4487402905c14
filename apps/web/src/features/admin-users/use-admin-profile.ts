import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api';

export const ADMIN_PROFILE_KEY = ['admin', 'profile'] as const;

/** The signed-in platform user's own profile. */
export const useAdminProfile = () =>
  useQuery({ queryKey: ADMIN_PROFILE_KEY, queryFn: ({ signal }) => call('adminProfile', { signal }) });

/** '(512) 555-0142' of the ten digits the server keeps. */
export const phoneWords = (phone: string | null) =>
  phone && /^\d{10}$/.test(phone) ? `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` : (phone ?? '');
