// Writes the OpenAPI document generated from packages/contract to docs/openapi.json (checked for drift in CI).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApi } from '@mhq/contract';

const file = path.resolve(import.meta.dirname, '../docs/openapi.json');
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(buildOpenApi({ title: 'Membership plans API', version: '1' }), null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), file)}`);
