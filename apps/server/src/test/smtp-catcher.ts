import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it: envelope, raw source, and its subject and body decoded. */
export type CaughtMail = { from: string; to: string[]; raw: string; subject: string; body: string };

/** The message body as written: quoted-printable soft breaks and escapes undone. */
export const decodedBody = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The subject line, its folded continuation lines unfolded. */
const subjectOf = (raw: string) => {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  return /^subject: (.*)$/im.exec(head)?.[1] ?? '';
};

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it is given, as a developer's mail catcher does: the
 * SMTP adapter's tests deliver to it, and the journeys of a platform with no demo data read their mail from it.
 * Port 0 takes a free one.
 */
export async function startSmtpCatcher(port = 0) {
  const received: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          subject: subjectOf(raw),
          body: decodedBody(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
