import { describe, expect, it } from 'vitest';
import { countRows, createTestApp } from '../../test/harness';
import { SIM_TOKEN_LIMIT } from './sim-token-limit';

const t = await createTestApp();
const year = t.clock.now().getUTCFullYear() + 2;
const card = { card: { number: '4242424242424242', exp_month: 12, exp_year: year, cvc: '123' } };
const bank = {
  account_holder_name: 'Riverside Dental LLC',
  routing_number: '110000000',
  account_number: '000123456789',
};

const tokenize = (remoteAddress: string, url = '/sim-processor/v1/tokens', payload: object = card) =>
  t.call({ method: 'POST', url, payload, remoteAddress });

describe("the simulated processor's token endpoints are rate limited per client address", () => {
  it('lets a person add cards and bank accounts, retries included', async () => {
    const ip = t.newIp();
    for (let i = 0; i < 5; i++) expect((await tokenize(ip)).status).toBe(200);
    expect((await tokenize(ip, '/sim-processor/v1/tokens', { card: { ...card.card, cvc: '1' } })).status).toBe(400);
    expect((await tokenize(ip, '/sim-processor/v1/bank_tokens', bank)).status).toBe(200);
  });

  it('answers 429 with Retry-After once an address has used its window, and writes no token', async () => {
    const ip = t.newIp();
    // Refused requests count too: probing with bad numbers is what the limit is for.
    for (let i = 0; i < SIM_TOKEN_LIMIT.max; i++) {
      const res = i % 2 ? await tokenize(ip) : await tokenize(ip, '/sim-processor/v1/bank_tokens', {});
      expect(res.status).toBeLessThan(429);
    }
    const tokensBefore = await countRows(t.db, 'sim_tokens');
    for (const url of ['/sim-processor/v1/tokens', '/sim-processor/v1/bank_tokens']) {
      const res = await tokenize(ip, url, url.endsWith('bank_tokens') ? bank : card);
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ error: { type: 'rate_limit_error', code: 'rate_limit' } });
      expect((res.body as { error: { message: string } }).error.message).toMatch(/Please try again in \d+ minutes?\./);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(SIM_TOKEN_LIMIT.windowMs / 1000);
    }
    expect(await countRows(t.db, 'sim_tokens')).toBe(tokensBefore);

    // Another address, the API and the web app's files are not limited by it.
    expect((await tokenize(t.newIp())).status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/healthz', remoteAddress: ip })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/v1/pricing', remoteAddress: ip })).status).toBe(200);

    // The next window opens again.
    t.clock.advance(SIM_TOKEN_LIMIT.windowMs);
    expect((await tokenize(ip)).status).toBe(200);
  });

  it('counts parallel requests exactly: no more than the limit get through', async () => {
    const ip = t.newIp();
    const answers = await Promise.all(
      Array.from({ length: SIM_TOKEN_LIMIT.max + 10 }, () => tokenize(ip).then((r) => r.status)),
    );
    expect(answers.filter((s) => s === 200)).toHaveLength(SIM_TOKEN_LIMIT.max);
    expect(answers.filter((s) => s === 429)).toHaveLength(10);
  });
});
