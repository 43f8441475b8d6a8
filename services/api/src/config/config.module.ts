import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from './app-config.js';
import { CLOCK, type Clock } from '../common/clock.js';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** The validated configuration, loaded once at start, and the clock, for any provider that needs them. */
@Global()
@Module({})
export class ConfigModule {
  static register(config: AppConfig, clock: Clock): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CLOCK, useValue: clock },
      ],
      exports: [APP_CONFIG, CLOCK],
    };
  }
}
