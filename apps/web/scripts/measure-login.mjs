// Sums the gzip size of the JavaScript the login page loads: the entry chunk of index.html, the
// LoginPage chunk, and every chunk they import statically. Run after `vite build`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script type="module"[^>]*src="\/assets\/([^"]+)"/)?.[1];
const login = readdirSync(assets).find((f) => /^LoginPage-.*\.js$/.test(f));
if (!entry || !login) throw new Error('entry or LoginPage chunk not found');

const seen = new Set();
const visit = (file) => {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(assets, file), 'utf8');
  // Static imports only: `import ... from "./x.js"` and `import "./x.js"` (dynamic import() is lazy).
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"();]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) visit(m[1]);
};
visit(entry);
visit(login);

let total = 0;
for (const file of [...seen].sort()) {
  const size = gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
  total += size;
  console.log(`${String(size).padStart(7)}  ${file}`);
}
console.log(`${String(total).padStart(7)}  total gzip bytes (${(total / 1024).toFixed(1)} KiB) for /accounts/login`);
process.exitCode = total <= 100 * 1024 ? 0 : 1;
