import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionCache } from '../auth/session-cache.js';
import { LinkTokensService } from './link-tokens.service.js';
import { PasswordHasher } from './password-hasher.js';
import { User } from './user.entity.js';
import { UsersService } from './users.service.js';

/** Accounts storage, password hashing and signed e-mail links; no routes (see AccountModule). */
@Module({
  imports: [TypeOrmModule.forFeature([User])],
  providers: [UsersService, PasswordHasher, LinkTokensService, SessionCache],
  exports: [UsersService, PasswordHasher, LinkTokensService, SessionCache],
})
export class UsersModule {}
