import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api';

/** The signed-in employer's business, its practice, link and group code. */
export const useBusinessProfile = () =>
  useQuery({
    queryKey: ['business', 'profile'],
    queryFn: ({ signal }) => call('businessProfile', { signal }),
  });
