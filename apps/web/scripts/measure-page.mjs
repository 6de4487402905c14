// Sums the gzip size of the JavaScript a first visit to a page loads: the entry chunk of index.html, the page's
// own chunk, and every chunk they import statically (chunks loaded later, such as Stripe's, are left out). Run
// after `vite build`:
//   node scripts/measure-page.mjs <PageChunk> <budget kB> <label> [build folder]
// e.g. `LoginPage 100 /accounts/login`, `PatientEnrolmentPage 150 /signup/{officeSlug}`. Fails over budget.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const [chunk, budgetKb, label, folder] = process.argv.slice(2);
if (!chunk || !budgetKb || !label) throw new Error('usage: measure-page.mjs <PageChunk> <budget kB> <label> [dist]');
const dist = folder ? resolve(folder) : join(import.meta.dirname, '..', 'dist');
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script type="module"[^>]*src="\/assets\/([^"]+)"/)?.[1];
const page = readdirSync(assets).find((f) => f.startsWith(`${chunk}-`) && f.endsWith('.js'));
if (!entry || !page) throw new Error(`entry or ${chunk} chunk not found`);

const seen = new Set();
const visit = (file) => {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(assets, file), 'utf8');
  // Static imports only: `import ... from "./x.js"` and `import "./x.js"` (dynamic import() is lazy).
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"();]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) visit(m[1]);
};
visit(entry);
visit(page);

let total = 0;
for (const file of [...seen].sort()) {
  const size = gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
  total += size;
  console.log(`${String(size).padStart(7)}  ${file}`);
}
console.log(`${String(total).padStart(7)}  total gzip bytes (${(total / 1024).toFixed(1)} KiB) for ${label}`);
process.exitCode = total <= Number(budgetKb) * 1024 ? 0 : 1;
