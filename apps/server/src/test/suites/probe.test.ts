import { it } from 'vitest';
import { routesOf } from '../../app';
import { createTestApp } from '../harness';
const t = await createTestApp();
it('probe', async () => {
  for (const r of routesOf(t.app)) console.log(r.method, r.url, r.path, JSON.stringify(r.config)?.slice(0, 120));
  const tables = await t.db.execute(`select table_name from information_schema.tables where table_schema='public' order by 1`);
  console.log(JSON.stringify(tables).slice(0, 2000));
});
