import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  businessInquiryRequestSchema,
  contactMessageRequestSchema,
  newsletterRequestSchema,
  newsletterResponseSchema,
  submissionReceiptSchema,
  type BusinessInquiryRequest,
  type ContactMessageRequest,
  type NewsletterRequest,
} from '@shop/contracts/support';
import { PublicRateLimited } from '../common/access/access.decorators.js';
import { ResponseSchema } from '../common/response-schema.js';
import { validBody } from '../common/zod-validation.pipe.js';
import { ContactService } from './contact.service.js';

/** Forms anyone may send, signed in or not, limited per address against floods. */
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('business-inquiries')
  @PublicRateLimited('publicFormPerIp')
  @ResponseSchema(submissionReceiptSchema)
  async businessInquiry(@Body(validBody(businessInquiryRequestSchema)) body: BusinessInquiryRequest) {
    await this.contact.submitBusinessInquiry(body);
    return { received: true as const };
  }

  @Post('contact-messages')
  @PublicRateLimited('publicFormPerIp')
  @ResponseSchema(submissionReceiptSchema)
  async contactMessage(@Body(validBody(contactMessageRequestSchema)) body: ContactMessageRequest) {
    await this.contact.submitContactMessage(body);
    return { received: true as const };
  }

  @Post('newsletter')
  @HttpCode(200)
  @PublicRateLimited('publicFormPerIp')
  @ResponseSchema(newsletterResponseSchema)
  newsletter(@Body(validBody(newsletterRequestSchema)) body: NewsletterRequest) {
    return this.contact.subscribe(body);
  }
}
