import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ANALYSIS_MODULES } from './analysis-kinds.js';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CategoriesModule } from './categories/categories.module.js';
import { CompaniesModule } from './companies/companies.module.js';
import { AllExceptionsFilter } from './common/http/all-exceptions.filter.js';
import { XsrfGuard } from './common/security/xsrf.js';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { LiveModule } from './live/live.module.js';
import { OpenApiModule } from './openapi/openapi.module.js';
import { PaymentModule } from './payment/payment.module.js';
import { StaffModule } from './staff/staff.module.js';
import { StaticModule } from './static/static.module.js';
import { SummaryModule } from './summary/summary.module.js';
import { AccountModule } from './users/account.module.js';

@Module({})
export class AppModule {
  /** `extraModules` lets the test suites mount probe routes on the very same pipeline. */
  static forRoot(config: AppConfig, extraModules: Type[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule, StaticModule, HealthModule, AuthModule, AccountModule, CompaniesModule, StaffModule, ...Object.values(ANALYSIS_MODULES), CategoriesModule, PaymentModule, SummaryModule, AnalyticsModule, LiveModule, OpenApiModule, ...extraModules],
      providers: [
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_GUARD, useClass: XsrfGuard },
      ],
    };
  }
}
