import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CompaniesModule } from '../companies/companies.module.js';
import { MailModule } from '../mail/mail.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { UsersModule } from '../users/users.module.js';
import { StaffController } from './staff.controller.js';
import { StaffService } from './staff.service.js';

/** A company's collaborators; permissions from contracts `company-permissions`. */
@Module({
  imports: [CompaniesModule, AuthModule, UsersModule, MailModule, RateLimitModule],
  controllers: [StaffController],
  providers: [StaffService],
})
export class StaffModule {}
