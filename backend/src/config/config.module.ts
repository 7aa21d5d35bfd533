import { type DynamicModule, Global, Inject, Module } from '@nestjs/common';
import { securityHeaderSets } from '../common/security/helmet.js';
import type { AppConfig } from './config.js';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Injects the configuration parsed at start: `constructor(@InjectConfig() config: AppConfig)`. */
export const InjectConfig = () => Inject(APP_CONFIG);

const SECURITY_HEADERS = Symbol('SECURITY_HEADERS');

/** Injects both security header sets (common/security/helmet.ts): `constructor(@InjectSecurityHeaders() headers: SecurityHeaders)`. */
export const InjectSecurityHeaders = () => Inject(SECURITY_HEADERS);

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: SECURITY_HEADERS, useFactory: () => securityHeaderSets(config.publicUrl) },
      ],
      exports: [APP_CONFIG, SECURITY_HEADERS],
    };
  }
}
