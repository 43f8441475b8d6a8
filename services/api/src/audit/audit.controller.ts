import { Controller, Get, Query } from '@nestjs/common';
import { auditPageSchema, auditQuerySchema, type AuditQuery } from '@shop/contracts/admin';
import { OwnerOnly } from '../common/access/access.decorators.js';
import { ResponseSchema } from '../common/response-schema.js';
import { validQuery } from '../common/zod-validation.pipe.js';
import { AuditLogReader } from './audit-log.reader.js';

/** The owner reads what the team changed, newest first. */
@Controller('admin/audit')
export class AuditController {
  constructor(private readonly reader: AuditLogReader) {}

  @Get()
  @OwnerOnly()
  @ResponseSchema(auditPageSchema)
  list(@Query(validQuery(auditQuerySchema)) query: AuditQuery) {
    return this.reader.page(query);
  }
}
