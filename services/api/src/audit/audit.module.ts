import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditController } from './audit.controller.js';
import { AuditEntry } from './audit-entry.entity.js';
import { AuditLogReader } from './audit-log.reader.js';
import { AuditTrail } from './audit-trail.js';

/** The audit log of back-office changes; any module records its changes through AuditTrail. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry])],
  controllers: [AuditController],
  providers: [AuditTrail, AuditLogReader],
  exports: [AuditTrail],
})
export class AuditModule {}
