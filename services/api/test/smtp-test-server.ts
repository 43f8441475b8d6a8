import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the server received it: the envelope, and the headers and body of its text. */
export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  from: string;
  to: string;
  subject: string;
  body: string;
}

/**
 * A real SMTP server on loopback (port 0), keeping every message it accepts. `refuseWith` makes it
 * answer RCPT TO with a temporary error, as a mail server having trouble would; `stop` and
 * `start` take it away and bring it back on the same port.
 */
export class SmtpTestServer {
  readonly received: ReceivedMail[] = [];
  refuseWith: string | undefined;
  /** How long the server takes over each message's DATA, to catch the sender mid-send. */
  slowDataMs = 0;
  /** Messages whose DATA has begun (received or not yet). */
  messagesStarted = 0;
  private server: SMTPServer | undefined;
  private boundPort = 0;

  get port(): number {
    return this.boundPort;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.boundPort}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      // Plain text on loopback: nodemailer upgrades with STARTTLS when it is offered.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (!this.refuseWith) return callback();
        const error = Object.assign(new Error(this.refuseWith), { responseCode: 451 });
        return callback(error);
      },
      onData: (stream, session, callback) => {
        this.messagesStarted += 1;
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mail = parseMessage(Buffer.concat(chunks).toString('utf8'), session.envelope);
          setTimeout(() => {
            this.received.push(mail);
            callback();
          }, this.slowDataMs);
        });
      },
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.boundPort, '127.0.0.1', () => resolve());
    });
    this.boundPort = (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The messages received for one recipient. */
  receivedBy(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.rcptTo.includes(address));
  }
}

type Envelope = { mailFrom: false | { address: string }; rcptTo: { address: string }[] };

function parseMessage(raw: string, envelope: Envelope): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  // Folded header lines continue with whitespace.
  const headerText = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) =>
    headerText
      .split('\r\n')
      .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim() ?? '';
  return {
    mailFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
    rcptTo: envelope.rcptTo.map((rcpt) => rcpt.address),
    from: header('From'),
    to: header('To'),
    subject: header('Subject'),
    body: raw.slice(split + 4).replace(/\r\n$/, ''),
  };
}
