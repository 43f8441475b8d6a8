import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  emailIdParamsSchema,
  outboxEmailSchema,
  outboxPageSchema,
  outboxQuerySchema,
  type EmailIdParams,
  type OutboxQuery,
} from '@shop/contracts/admin-emails';
import { AuthUser } from '../../common/access/auth-user.decorator.js';
import { ResponseSchema } from '../../common/response-schema.js';
import { validParams, validQuery } from '../../common/zod-validation.pipe.js';
import { AdminEmailsService } from './admin-emails.service.js';

/** The staff's view of the outbox: what was sent, what waits, what failed — and sending it again. */
@Controller('admin/emails')
export class AdminEmailsController {
  constructor(private readonly emails: AdminEmailsService) {}

  @Get()
  @ResponseSchema(outboxPageSchema)
  list(@Query(validQuery(outboxQuerySchema)) query: OutboxQuery) {
    return this.emails.page(query);
  }

  @Post(':id/retry')
  @HttpCode(200)
  @ResponseSchema(outboxEmailSchema)
  retry(@AuthUser() user: Express.User, @Param(validParams(emailIdParamsSchema)) params: EmailIdParams) {
    return this.emails.retry({ id: user.id, email: user.email }, params.id);
  }
}
