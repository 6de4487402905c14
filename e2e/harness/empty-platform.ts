/**
 * The platform as a new deployment has it: an empty database (no demo data), mail delivered over real SMTP.
 * Started by Playwright's webServer for the 'from nothing' journeys. Beside the product it runs a catch-all SMTP
 * server and a small read-only HTTP view of what that server received, the way a developer's mail catcher
 * works, so a journey reads its confirmation code and invitation link from delivered mail and nothing seeded.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { startSmtpCatcher } from '../../apps/server/src/test/smtp-catcher';

const appPort = Number(process.env.EMPTY_PORT ?? 3110);
const smtpPort = appPort + 1;
const mailViewPort = appPort + 2;
const dataDir = `.tmp/e2e-empty-${appPort}`;

const smtp = await startSmtpCatcher(smtpPort);

// GET /messages?to=address: what was delivered to that address, newest first.
const mailView = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://mail.local');
  const to = url.searchParams.get('to')?.toLowerCase();
  const mails = smtp.received
    .filter((m) => !to || m.to.includes(to))
    .map((m) => ({ to: m.to, subject: m.subject, text: m.body }))
    .reverse();
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
    // A real installation, not a demo: no demo data, no dev mailbox, mail over SMTP.
    DEMO: 'false',
    SEED_DEMO: 'false',
    SMTP_URL: smtp.url,
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
  void smtp.close().then(() => process.exit(code ?? 0));
});
