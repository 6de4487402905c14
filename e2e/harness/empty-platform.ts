/**
 * The platform as a new deployment has it: an empty database (no demo data), mail delivered over real SMTP.
 * Started by Playwright's webServer for the 'from nothing' journeys. Beside the product it runs a catch-all SMTP
 * server and a small read-only HTTP view of what that server received, the way a developer's mail catcher
 * works, so a journey reads its confirmation code and invitation link from delivered mail and nothing seeded.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const appPort = Number(process.env.EMPTY_PORT ?? 3110);
const smtpPort = appPort + 1;
const mailViewPort = appPort + 2;
const dataDir = `.tmp/e2e-empty-${appPort}`;

type Delivered = { to: string[]; subject: string; text: string; receivedAt: string };
const delivered: Delivered[] = [];

/** The message as written: headers unfolded, quoted-printable soft breaks and escapes undone. */
function readMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const subject = /^subject: (.*)$/im.exec(head)?.[1] ?? '';
  const text = raw
    .slice(split + 4)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return { subject, text };
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      delivered.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        ...readMessage(Buffer.concat(chunks).toString('utf8')),
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

// GET /messages?to=address: what was delivered to that address, newest first.
const mailView = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://mail.local');
  const to = url.searchParams.get('to')?.toLowerCase();
  const mails = delivered.filter((m) => !to || m.to.includes(to)).reverse();
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ mails }));
});
await new Promise<void>((resolve) => mailView.listen(mailViewPort, '127.0.0.1', resolve));

rmSync(dataDir, { recursive: true, force: true });
const app = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(appPort),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${appPort}`,
    SEED_DEMO: 'false',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Platform <no-reply@platform.test>',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
  },
});

const stop = () => {
  app.kill('SIGTERM');
  mailView.close();
  smtp.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
app.on('exit', (code) => {
  mailView.close();
  smtp.close(() => process.exit(code ?? 0));
});
