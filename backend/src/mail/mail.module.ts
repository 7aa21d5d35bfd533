import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { MailService } from './mail.service.js';

@Module({ imports: [UsersModule], providers: [MailService], exports: [MailService] })
export class MailModule {}
