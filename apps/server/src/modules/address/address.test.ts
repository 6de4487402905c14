import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import { lookupZip } from './address.service';

const t = await createTestApp();
const suggest = (q: string) => t.call({ method: 'GET', url: `/api/v1/address/suggestions?q=${encodeURIComponent(q)}` });

describe('GET /address/suggestions', () => {
  it('suggests ZIP codes starting with the digits typed', async () => {
    const res = await suggest('7870');
    expect(res.status).toBe(200);
    const { suggestions } = res.body as { suggestions: { zip: string; city: string; state: string }[] };
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions.every((s) => s.zip.startsWith('7870') && s.state === 'TX')).toBe(true);
    expect(suggestions.find((s) => s.zip === '78701')?.city).toBe('Austin');
  });

  it('suggests cities by name, one per city and state, narrowed by a state after a comma', async () => {
    const all = (await suggest('springfield')).body as { suggestions: { state: string; city: string }[] };
    expect(new Set(all.suggestions.map((s) => s.state)).size).toBe(all.suggestions.length);
    const il = (await suggest('springfield, il')).body as typeof all;
    expect(il.suggestions).toEqual([expect.objectContaining({ city: 'Springfield', state: 'IL' })]);
  });

  it('leaves out Canadian codes and refuses a query under 2 characters', async () => {
    expect(lookupZip('78701')).toEqual({ zip: '78701', city: 'Austin', state: 'TX' });
    expect(lookupZip('00000')).toBeNull();
    expect(((await suggest('K1A')).body as { suggestions: unknown[] }).suggestions).toEqual([]);
    expect((await suggest('a')).status).toBe(400);
  });
});
