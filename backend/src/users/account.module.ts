import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';
import { UsersModule } from './users.module.js';

/** The signed-in user's own account (update_user_name, update_user_password). */
@Module({
  imports: [UsersModule, AuthModule, RateLimitModule],
  controllers: [AccountController],
  providers: [AccountService],
})
export class AccountModule {}
