import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthToken } from './auth-token.entity.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { AuthTokensService } from './auth-tokens.service.js';
import { TokenAuthGuard } from './token-auth.guard.js';
import { TokenStrategy } from './token.strategy.js';

/**
 * Sign-in and the account lifecycle. Other modules import AuthModule and protect routes
 * with `@UseGuards(TokenAuthGuard)` and read the caller with `@CurrentUser()`.
 */
@Module({
  imports: [PassportModule, TypeOrmModule.forFeature([AuthToken]), UsersModule, MailModule, RateLimitModule],
  controllers: [AuthController],
  providers: [AuthService, AuthTokensService, TokenStrategy, TokenAuthGuard],
  exports: [PassportModule, TokenStrategy, TokenAuthGuard, AuthTokensService, AuthService],
})
export class AuthModule {}
