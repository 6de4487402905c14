// The load benchmark's generator: wrk (Debian's package), one thread, N keep-alive connections, for a few seconds.
// wrk is C and needs a fraction of one core where a Node generator would take about as much CPU as the server it
// measures on this 2-core machine. A Lua script sets the method, headers and body and prints the exact p50/p95/p99
// (wrk's own --latency shows no p95) as one JSON line.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type Target = {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A JSON body, sent with every request. */
  body?: string;
};

export type Cell = {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  /** Answers that were not 2xx or 3xx, and connect/read/write errors and timeouts. */
  failed: number;
};

/** Why the load step cannot run here, or null when wrk is on the PATH. */
export function wrkProblem(): string | null {
  const probe = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  if (probe.error) return "wrk is not installed: 'apt-get install -y wrk' (Debian's package) and run again.";
  return null;
}

/** A Lua string literal: the bodies and headers here are ASCII, where JSON's escapes (\" and \\) are Lua's too. */
function lua(s: string): string {
  if (!/^[\x20-\x7e]*$/.test(s)) throw new Error(`not printable ASCII, cannot pass it to wrk: ${s}`);
  return JSON.stringify(s);
}

function script(t: Target): string {
  const lines = [`wrk.method = ${lua(t.method ?? 'GET')}`];
  for (const [k, v] of Object.entries(t.headers ?? {})) lines.push(`wrk.headers[${lua(k)}] = ${lua(v)}`);
  if (t.body !== undefined) {
    lines.push(`wrk.headers["content-type"] = "application/json"`, `wrk.body = ${lua(t.body)}`);
  }
  // latency is in microseconds; summary.duration too.
  lines.push(
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format(\'\\nRESULT {"requests":%d,"duration":%d,"failed":%d,"p50":%d,"p95":%d,"p99":%d}\\n\',',
    '    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout,',
    '    latency:percentile(50), latency:percentile(95), latency:percentile(99)))',
    'end',
  );
  return `${lines.join('\n')}\n`;
}

/** Loads `t` with `connections` connections for `seconds` and answers what it measured. */
export async function runWrk(t: Target, connections: number, seconds: number): Promise<Cell> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mhq-wrk-'));
  const file = path.join(dir, 'load.lua');
  writeFileSync(file, script(t));
  try {
    // --timeout: a serialized sign-in at 32 connections waits 32 argon2 checks, past wrk's default 2 s.
    const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', file, t.url];
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (d: Buffer) => {
        text += d.toString();
      });
      child.stderr.on('data', (d: Buffer) => {
        text += d.toString();
      });
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}: ${text}`))));
    });
    const line = out.split('\n').find((l) => l.startsWith('RESULT '));
    if (!line) throw new Error(`wrk printed no result: ${out}`);
    const r = JSON.parse(line.slice('RESULT '.length)) as {
      requests: number;
      duration: number;
      failed: number;
      p50: number;
      p95: number;
      p99: number;
    };
    return {
      rps: r.requests / (r.duration / 1e6),
      p50: r.p50 / 1000,
      p95: r.p95 / 1000,
      p99: r.p99 / 1000,
      requests: r.requests,
      failed: r.failed,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
