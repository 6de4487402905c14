import { lazy } from 'react';

/** The leaderboard (/leaderboard), loaded when first opened. */
export const LeaderboardPage = lazy(() => import('./LeaderboardPage').then((m) => ({ default: m.LeaderboardPage })));
