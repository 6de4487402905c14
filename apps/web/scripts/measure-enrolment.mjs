// Sums the gzip size of the JavaScript a patient's first visit to /signup/{officeSlug} loads: the entry chunk of
// index.html, the PatientEnrolmentPage chunk, and every chunk they import statically (the chunks loaded later, such
// as Stripe's when the office uses Stripe, are left out). Run after `vite build`; pass another build folder as the
// first argument. Budget: 150 kB.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = 150 * 1024;
const dist = process.argv[2] ? resolve(process.argv[2]) : join(import.meta.dirname, '..', 'dist');
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script type="module"[^>]*src="\/assets\/([^"]+)"/)?.[1];
const page = readdirSync(assets).find((f) => /^PatientEnrolmentPage-.*\.js$/.test(f));
if (!entry || !page) throw new Error('entry or PatientEnrolmentPage chunk not found');

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
console.log(
  `${String(total).padStart(7)}  total gzip bytes (${(total / 1024).toFixed(1)} KiB) for /signup/{officeSlug}`,
);
process.exitCode = total <= BUDGET ? 0 : 1;
