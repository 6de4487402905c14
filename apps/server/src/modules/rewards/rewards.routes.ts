import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  adminLaunchRewards,
  changeLeaderboardOptIn,
  leaderboard,
  markLaunchRewardPaid,
  officeRewards,
} from './rewards.service';

/** The office's team, and the platform's admins acting for it. */
const staff = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES] as const;
const office = { in: 'params', field: 'id' } as const;

/**
 * Rewards (issue 26): the office's launch rewards and season of giving, the leaderboard, and the admins' payments of
 * launch rewards. None of them names a patient: the figures are counts, the leaderboard names practices.
 */
export function rewardsRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.officeRewards, { roles: staff, office }, ({ ctx, params }) =>
    officeRewards(ctx, params.id),
  );
  route(app, deps, endpoints.leaderboard, { roles: staff, office }, ({ ctx, auth, params, query }) =>
    leaderboard(ctx, auth, params.id, query.window),
  );
  // Showing the practice's name to other practices is a marketing decision: those who manage its plans make it.
  route(
    app,
    deps,
    endpoints.setLeaderboardOptIn,
    { roles: staff, office, action: 'managePlans' },
    ({ ctx, auth, ip, params, body }) => changeLeaderboardOptIn(ctx, { auth, ip }, params.id, body.optIn),
  );

  const admins = { roles: PLATFORM_ADMIN_TYPES };
  route(app, deps, endpoints.adminLaunchRewards, admins, ({ ctx, query }) => adminLaunchRewards(ctx, query.status));
  route(
    app,
    deps,
    endpoints.markLaunchRewardPaid,
    { ...admins, office: { in: 'params', field: 'dentistInfoId' } },
    ({ ctx, auth, ip, params }) => markLaunchRewardPaid(ctx, { auth, ip }, params.dentistInfoId, params.threshold),
  );
}
