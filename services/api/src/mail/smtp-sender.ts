import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Hands e-mails to the SMTP server of SMTP_URL (smtps:// for TLS from the start; smtp:// upgrades
 * with STARTTLS when offered). Timeouts keep a silent server from holding a send, and so the
 * worker and a shutdown, for long: a try that times out is a failure, retried later.
 */
@Injectable()
export class SmtpSender implements OnApplicationShutdown {
  private transport: Transporter | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get configured(): boolean {
    return this.config.mail.smtpUrl !== undefined;
  }

  async send(email: OutgoingEmail): Promise<void> {
    await this.transporter().sendMail({
      from: this.config.mail.from,
      to: email.to,
      subject: email.subject,
      text: email.text,
    });
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }

  private transporter(): Transporter {
    const url = this.config.mail.smtpUrl;
    if (!url) throw new Error('SMTP_URL is not set');
    this.transport ??= createTransport({
      url,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    return this.transport;
  }
}
