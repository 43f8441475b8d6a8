import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { HealthController } from './health.controller.js';
import { ShutdownState } from './shutdown-state.js';

@Module({
  imports: [CatalogModule],
  controllers: [HealthController],
  providers: [ShutdownState],
  exports: [ShutdownState],
})
export class HealthModule {}
