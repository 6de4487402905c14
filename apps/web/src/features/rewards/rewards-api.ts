import type { LeaderboardQuery } from '@mhq/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api';

// The rewards calls: the office's launch rewards and season of giving, the leaderboard, the admins' payments.

const KEY = ['rewards'] as const;
const ADMIN_KEY = ['admin', 'launch-rewards'] as const;

/** The office's launch rewards (earned, paid, the next one) and its season of giving. */
export function useOfficeRewards(officeId: number | null) {
  return useQuery({
    queryKey: [...KEY, officeId],
    enabled: officeId !== null,
    queryFn: ({ signal }) => call('officeRewards', { params: { id: officeId ?? 0 }, signal, successToast: false }),
  });
}

export type LeaderboardWindow = NonNullable<LeaderboardQuery['window']>;

/** Practices ranked by new members in the window. */
export function useLeaderboard(officeId: number | null, window: LeaderboardWindow) {
  return useQuery({
    queryKey: [...KEY, 'leaderboard', officeId, window],
    enabled: officeId !== null,
    queryFn: ({ signal }) =>
      call('leaderboard', { params: { id: officeId ?? 0 }, query: { window }, signal, successToast: false }),
  });
}

/** Shows or hides the office's name on the leaderboard. */
export function useSetLeaderboardOptIn(officeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (optIn: boolean) => call('setLeaderboardOptIn', { params: { id: officeId }, body: { optIn } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export type AdminRewardsShow = 'earned' | 'paid' | 'all';

/** Launch rewards to pay (or paid), for the platform's admins. */
export function useAdminLaunchRewards(status: AdminRewardsShow) {
  return useQuery({
    queryKey: [...ADMIN_KEY, status],
    queryFn: ({ signal }) => call('adminLaunchRewards', { query: { status }, signal, successToast: false }),
  });
}

/** Marks an office's launch reward paid. */
export function useMarkLaunchRewardPaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (r: { officeId: number; threshold: number }) =>
      call('markLaunchRewardPaid', { params: { dentistInfoId: r.officeId, threshold: r.threshold } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
