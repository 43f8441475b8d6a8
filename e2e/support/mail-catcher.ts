import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** An e-mail as the shop sent it: its envelope recipients, subject and decoded text. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/** The body of a single-part text e-mail in the transfer encoding nodemailer chose for it. */
function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parse(raw: string, recipients: string[]): CaughtMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n');
  const header = (name: string) =>
    headers
      .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  return {
    to: recipients.map((address) => address.toLowerCase()),
    subject: header('Subject'),
    text: decodeBody(raw.slice(split + 4), encoding)
      .replace(/\r\n/g, '\n')
      .trimEnd(),
  };
}

/**
 * A real SMTP server on loopback for the e2e shop (SMTP_URL in playwright.config.ts). Each e-mail
 * it accepts becomes a JSON file in `folder`, where the tests (other processes) read their mail.
 */
export async function startMailCatcher(port: number, folder: string): Promise<() => Promise<void>> {
  mkdirSync(folder, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Plain text on loopback: nodemailer upgrades with STARTTLS when it is offered.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        const mail = parse(
          Buffer.concat(chunks).toString('utf8'),
          session.envelope.rcptTo.map((rcpt) => rcpt.address),
        );
        writeFileSync(join(folder, `${Date.now()}-${String(received).padStart(6, '0')}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
