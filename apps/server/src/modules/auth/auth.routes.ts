import { endpoints } from '@mhq/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { completePasswordToken, login, logout, requestPasswordReset } from './auth.service';

export function authRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.login, 'public', ({ ctx, body, ip, userAgent }) =>
    login(ctx, body.email, body.password, { ip, userAgent }),
  );

  route(app, deps, endpoints.logout, {}, async ({ ctx, auth, ip }) => {
    await logout(ctx, auth, ip);
    return { _message: 'You have been signed out.' };
  });

  route(app, deps, endpoints.forgotPassword, 'public', async ({ ctx, body, ip, userAgent }) => ({
    _message: await requestPasswordReset(ctx, body.email, { ip, userAgent }),
  }));

  route(app, deps, endpoints.resetPassword, 'public', async ({ ctx, body, ip }) => ({
    _message: await completePasswordToken(ctx, 'reset', body.token, body.password, { ip }),
  }));

  route(app, deps, endpoints.setPassword, 'public', async ({ ctx, body, ip }) => ({
    _message: await completePasswordToken(ctx, 'set', body.token, body.password, { ip }),
  }));
}
