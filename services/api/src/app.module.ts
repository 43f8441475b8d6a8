import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AddressesModule } from './addresses/addresses.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { AccessModule } from './common/access/access.module.js';
import { ContactModule } from './contact/contact.module.js';
import { ConfigModule } from './config/config.module.js';
import { CartModule } from './cart/cart.module.js';
import { CatalogModule } from './catalog/catalog.module.js';
import { ChatModule } from './chat/chat.module.js';
import { ApiExceptionFilter } from './common/errors/api-exception.filter.js';
import type { AppConfig } from './config/app-config.js';
import { DatabaseModule } from './database/database.module.js';
import { DeliveryModule } from './delivery/delivery.module.js';
import { DeliveryRunsModule } from './delivery-runs/delivery-runs.module.js';
import { WebModule } from './web/web.module.js';
import type { DatabaseConnection } from './common/database/database-connection.js';
import { HealthModule } from './health/health.module.js';
import { InboxModule } from './inbox/inbox.module.js';
import { MailModule } from './mail/mail.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import type { Clock } from './common/clock.js';
import { OrdersModule } from './orders/orders.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';
import { TodayModule } from './today/today.module.js';

@Module({})
export class AppModule {
  static register(
    config: AppConfig,
    connection: DatabaseConnection,
    clock: Clock,
    extraModules: Type[] = [],
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config, clock),
        DatabaseModule.register(connection, config),
        MetricsModule,
        AccessModule,
        AuditModule,
        MailModule,
        AuthModule,
        CatalogModule,
        CartModule,
        OrdersModule,
        AddressesModule,
        SubscriptionsModule,
        ContactModule,
        ChatModule,
        InboxModule,
        TodayModule,
        DeliveryModule,
        DeliveryRunsModule,
        WebModule,
        HealthModule,
        ...extraModules,
      ],
      // The response-schema check is bound per handler by @ResponseSchema (common/response-schema.ts).
      providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
    };
  }
}
