import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type {
  BusinessInquiryRequest,
  ContactMessageRequest,
  NewsletterRequest,
  NewsletterResponse,
} from '@shop/contracts/support';
import { MetricsService } from '../metrics/metrics.service.js';
import { BusinessInquiry } from './business-inquiry.entity.js';
import { ContactMessage } from './contact-message.entity.js';
import { NewsletterSubscription } from './newsletter-subscription.entity.js';

/**
 * The public forms. Each stores exactly what was sent, except when the hidden honeypot field is
 * filled: then it is a bot, and the answer is the same as for a person while nothing is stored.
 */
@Injectable()
export class ContactService {
  private readonly logger = new Logger(ContactService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly metrics: MetricsService,
  ) {}

  async submitBusinessInquiry({ website, ...inquiry }: BusinessInquiryRequest): Promise<void> {
    if (this.isBot(website, 'business inquiry')) return;
    await this.dataSource.getRepository(BusinessInquiry).insert(inquiry);
    this.metrics.formSubmissions.inc({ form: 'business-inquiry' });
  }

  async submitContactMessage({ website, ...message }: ContactMessageRequest): Promise<void> {
    if (this.isBot(website, 'contact message')) return;
    await this.dataSource.getRepository(ContactMessage).insert(message);
    this.metrics.formSubmissions.inc({ form: 'contact-message' });
  }

  async subscribe({ email, website }: NewsletterRequest): Promise<NewsletterResponse> {
    if (this.isBot(website, 'newsletter subscription')) return { status: 'subscribed' };
    const result = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(NewsletterSubscription)
      .values({ email: email.toLowerCase() })
      .orIgnore()
      .returning(['id'])
      .execute();
    const subscribed = result.raw.length > 0;
    if (subscribed) this.metrics.formSubmissions.inc({ form: 'newsletter' });
    return { status: subscribed ? 'subscribed' : 'already-subscribed' };
  }

  private isBot(honeypot: string | undefined, what: string): boolean {
    if (!honeypot) return false;
    this.logger.warn(`Dropped a ${what} whose honeypot field was filled`);
    return true;
  }
}
