import { LOGIN_THROTTLE } from '@mhq/domain';
import { describe, expect, it } from 'vitest';
import { countRows, createTestApp, DEMO_PASSWORD } from '../../test/harness';
import { findUserByEmail } from './auth.queries';
import { issueSetPasswordToken } from './auth.service';

const t = await createTestApp();
const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.call({ method: 'POST', url: '/api/v1/accounts/login', payload: { email, password }, remoteAddress: ip });

const resetLinkFor = async (email: string) => {
  const res = await t.call({
    method: 'GET',
    url: `/api/v1/admin/dev-mailbox?to=${email}`,
    token: await t.login('platform@demo.test'),
  });
  const mail = (res.body as { mails: { text: string }[] }).mails[0];
  const token = /\/accounts\/reset-password\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no reset link mailed');
  return token;
};

describe('sign-in', () => {
  it('answers a token and the landing page of each role', async () => {
    const cases = [
      ['owner@demo.test', 'dentist', '/dentist-new/members'],
      ['admin@demo.test', 'office_admin', '/dentist-new/members'],
      ['staff@demo.test', 'dentist_standard', '/dentist-new/members'],
      ['patient@demo.test', 'client', '/patient-details/dashboard'],
      ['platform@demo.test', 'admin', '/admin/dentists'],
      ['super@demo.test', 'super_admin', '/admin/dentists'],
      ['business@demo.test', 'sm_business', '/business/members'],
      ['association@demo.test', 'association', '/associations/dentists'],
    ] as const;
    for (const [email, type, page] of cases) {
      const res = await login(email, DEMO_PASSWORD, t.newIp());
      expect(res.status, email).toBe(200);
      expect(res.body).toMatchObject({ type, login_page: page });
      expect((res.body as { token: string }).token.split('.')).toHaveLength(3);
    }
  });

  it('accepts the email in any letter case', async () => {
    expect((await login('Owner@Demo.TEST', DEMO_PASSWORD, t.newIp())).status).toBe(200);
  });

  it('refuses a wrong password with the same message as an unknown email', async () => {
    const ip = t.newIp();
    const wrong = await login('owner@demo.test', 'not-the-password', ip);
    const unknown = await login('nobody@demo.test', 'not-the-password', ip);
    expect(wrong).toMatchObject({ status: 400, body: { _message: 'Incorrect email or password.' } });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers 400 with _message for bad input and records nothing', async () => {
    const before = await countRows(t.db, 'auth_attempts');
    for (const payload of [
      {},
      { email: 'not-an-email', password: 'x' },
      { email: 'a@b.test' },
      { email: 5, password: [] },
    ]) {
      const res = await t.call({ method: 'POST', url: '/api/v1/accounts/login', payload });
      expect(res.status).toBe(400);
      expect(typeof (res.body as { _message: string })._message).toBe('string');
    }
    const broken = await t.call({
      method: 'POST',
      url: '/api/v1/accounts/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(await countRows(t.db, 'auth_attempts')).toBe(before);
  });

  it('refuses further tries after 10 failures on one account from one address, with a clear message', async () => {
    const ip = t.newIp();
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++) {
      expect((await login('staff@demo.test', 'wrong-password', ip)).status).toBe(400);
    }
    const locked = await login('staff@demo.test', DEMO_PASSWORD, ip);
    expect(locked.status).toBe(429);
    expect((locked.body as { _message: string })._message).toMatch(/Too many failed sign-in attempts.*15 minutes/);
    // The real user at another address is never locked out.
    expect((await login('staff@demo.test', DEMO_PASSWORD, t.newIp())).status).toBe(200);
    // And the lock lifts once the window has passed.
    t.clock.advance(LOGIN_THROTTLE.windowMs + 1000);
    expect((await login('staff@demo.test', DEMO_PASSWORD, ip)).status).toBe(200);
  });

  it('throttles one address that tries many accounts', async () => {
    const ip = t.newIp();
    for (let i = 0; i < LOGIN_THROTTLE.perAddress; i++) {
      await login(`guess${i}@demo.test`, 'wrong-password', ip);
    }
    const res = await login('owner@demo.test', DEMO_PASSWORD, ip);
    expect(res.status).toBe(429);
    expect((res.body as { _message: string })._message).toMatch(/this network/);
  });
});

describe('sessions', () => {
  const me = (token: string) => t.call({ method: 'GET', url: '/api/v1/users/me/account', token });

  it('refuses calls without a token or with a forged one', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v1/users/me/account' })).status).toBe(401);
    const token = await t.login('owner@demo.test');
    const forged = `${token.slice(0, -4)}AAAA`;
    expect(await me(forged)).toMatchObject({ status: 401, body: { _message: 'Failed to authenticate' } });
  });

  it('ends the session at logout: the same token answers 401 at once', async () => {
    const token = await t.login('owner@demo.test');
    expect((await me(token)).status).toBe(200);
    const out = await t.call({ method: 'POST', url: '/api/v1/accounts/logout', token });
    expect(out.status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it('ends every session of a deactivated user', async () => {
    const token = await t.login('admin@demo.test');
    const user = await findUserByEmail(t.db, 'admin@demo.test');
    await t.db.execute(`update users set is_active = false where id = ${user?.id}`);
    expect((await me(token)).status).toBe(401);
    await t.db.execute(`update users set is_active = true where id = ${user?.id}`);
  });

  it('expires a session after its absolute lifetime, however active', async () => {
    const token = await t.login('owner@demo.test');
    t.clock.advance(11 * 60 * 60 * 1000);
    expect((await me(token)).status).toBe(200);
    t.clock.advance(2 * 60 * 60 * 1000);
    expect((await me(token)).status).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password and ends old sessions', async () => {
    const oldToken = await t.login('owner2@demo.test');
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/accounts/forgot-password',
      payload: { email: 'owner2@demo.test' },
    });
    expect(res.status).toBe(200);
    const token = await resetLinkFor('owner2@demo.test');
    const reset = await t.call({
      method: 'POST',
      url: '/api/v1/accounts/reset-password',
      payload: { token, password: 'a-brand-new-password' },
    });
    expect(reset.status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/v1/users/me/account', token: oldToken })).status).toBe(401);
    expect((await login('owner2@demo.test', 'a-brand-new-password', t.newIp())).status).toBe(200);
    expect((await login('owner2@demo.test', DEMO_PASSWORD, t.newIp())).status).toBe(400);
    const again = await t.call({
      method: 'POST',
      url: '/api/v1/accounts/reset-password',
      payload: { token, password: 'yet-another-password' },
    });
    expect(again.status).toBe(400);
    expect((again.body as { _message: string })._message).toMatch(/expired or has already been used/);
  });

  it('links to the brand the request came from, at the configured address, whatever the Host header says', async () => {
    const mailedLink = async (host: string) => {
      await t.call({
        method: 'POST',
        url: '/api/v1/accounts/forgot-password',
        payload: { email: 'business@demo.test' },
        headers: { host },
        remoteAddress: t.newIp(),
      });
      const res = await t.call({
        method: 'GET',
        url: '/api/v1/admin/dev-mailbox?to=business@demo.test',
        token: await t.login('platform@demo.test'),
      });
      return /https?:\/\/\S+\/accounts\/reset-password\//.exec(
        (res.body as { mails: { text: string }[] }).mails[0]?.text ?? '',
      )?.[0];
    };
    expect(await mailedLink('visionhq.attacker.example')).toBe('http://visionhq.app.test/accounts/reset-password/');
    expect(await mailedLink('attacker.example')).toBe('http://app.test/accounts/reset-password/');
  });

  it('answers the same for an unknown email and mails nothing', async () => {
    const before = await countRows(t.db, 'mail_outbox');
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/accounts/forgot-password',
      payload: { email: 'ghost@demo.test' },
    });
    expect(res.status).toBe(200);
    expect((res.body as { _message: string })._message).toMatch(/If an account exists/);
    expect(await countRows(t.db, 'mail_outbox')).toBe(before);
  });

  it('refuses an expired link', async () => {
    await t.call({
      method: 'POST',
      url: '/api/v1/accounts/forgot-password',
      payload: { email: 'staff@demo.test' },
      remoteAddress: t.newIp(),
    });
    const token = await resetLinkFor('staff@demo.test');
    t.clock.advance(61 * 60 * 1000);
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/accounts/reset-password',
      payload: { token, password: 'long-enough-password' },
    });
    expect(res.status).toBe(400);
  });

  it('throttles reset requests per account', async () => {
    let last = 0;
    for (let i = 0; i < 6; i++) {
      last = (
        await t.call({
          method: 'POST',
          url: '/api/v1/accounts/forgot-password',
          payload: { email: 'business@demo.test' },
          remoteAddress: t.newIp(),
        })
      ).status;
    }
    expect(last).toBe(429);
  });

  it('rejects a short password without using the link', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/accounts/reset-password',
      payload: { token: 'x'.repeat(43), password: 'short' },
    });
    expect(res.status).toBe(400);
    expect((res.body as { errors: Record<string, string> }).errors.password).toMatch(/at least 10/);
  });
});

describe('set password', () => {
  it('sets a first password once with an invitation link', async () => {
    const user = await findUserByEmail(t.db, 'association@demo.test');
    if (!user) throw new Error('seed user missing');
    const { resolveTenant } = await import('@mhq/domain');
    const token = await issueSetPasswordToken(
      {
        db: t.db,
        clock: t.clock,
        config: t.config,
        jwtKey: new Uint8Array(),
        tenant: resolveTenant('dental'),
        mail: { enqueue: async () => 0, enqueueAll: async () => {}, wake: () => {} },
        sms: { enqueue: async () => {}, enqueueAll: async () => {} },
      },
      user.id,
    );
    const first = await t.call({
      method: 'POST',
      url: '/api/v1/accounts/set-password',
      payload: { token, password: 'my-first-password' },
    });
    expect(first).toMatchObject({ status: 200, body: { _message: 'Your password is set. Please sign in.' } });
    expect((await login('association@demo.test', 'my-first-password', t.newIp())).status).toBe(200);
    const second = await t.call({
      method: 'POST',
      url: '/api/v1/accounts/set-password',
      payload: { token, password: 'my-other-password' },
    });
    expect(second.status).toBe(400);
  });

  it('does not accept a reset link as an invitation link, and leaves it usable for reset', async () => {
    await t.call({
      method: 'POST',
      url: '/api/v1/accounts/forgot-password',
      payload: { email: 'owner@demo.test' },
      remoteAddress: t.newIp(),
    });
    const token = await resetLinkFor('owner@demo.test');
    const asSet = await t.call({
      method: 'POST',
      url: '/api/v1/accounts/set-password',
      payload: { token, password: 'not-through-this-door' },
    });
    expect(asSet.status).toBe(400);
    expect((await login('owner@demo.test', 'not-through-this-door', t.newIp())).status).toBe(400);
    const asReset = await t.call({
      method: 'POST',
      url: '/api/v1/accounts/reset-password',
      payload: { token, password: DEMO_PASSWORD },
    });
    expect(asReset.status).toBe(200);
  });
});

describe('throttling under parallel guesses', () => {
  it('lets exactly 10 of 50 simultaneous wrong guesses through to a password check and refuses the rest', async () => {
    const ip = t.newIp();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login('super@demo.test', `parallel-guess-${i}`, ip)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(LOGIN_THROTTLE.perAccount);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - LOGIN_THROTTLE.perAccount);
  });

  it('sends at most 5 reset mails for 20 simultaneous requests', async () => {
    const before = await countRows(t.db, 'mail_outbox');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call({
          method: 'POST',
          url: '/api/v1/accounts/forgot-password',
          payload: { email: 'super@demo.test' },
          remoteAddress: t.newIp(),
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(15);
    expect((await countRows(t.db, 'mail_outbox')) - before).toBe(5);
  });
});
