import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { LiveController } from './live.controller.js';
import { LiveService } from './live.service.js';

/** Live changes (Server-Sent Events) and presence; global, as every write path reports to it. */
@Global()
@Module({ imports: [AuthModule], controllers: [LiveController], providers: [LiveService], exports: [LiveService] })
export class LiveModule {}
