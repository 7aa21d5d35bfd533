import { Controller, Get, Headers, Post, Res, UseGuards } from '@nestjs/common';
import { idSchema, type LiveStreamQuery, liveStreamQuerySchema, type LiveTicket } from 'contracts';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { TokenAuthGuard } from '../auth/token-auth.guard.js';
import { ZodParam, ZodQuery } from '../common/validation/zod-validation.pipe.js';
import { LiveService } from './live.service.js';

const CompanyId = () => ZodParam('companyId', idSchema);

/** A company's live changes: a ticket (signed in, a member), then the event stream it opens once. */
@Controller('api/company/:companyId/events')
export class LiveController {
  constructor(private readonly live: LiveService) {}

  @Post('ticket')
  @UseGuards(TokenAuthGuard)
  async ticket(@CurrentUser() user: AuthUser, @CompanyId() companyId: number): Promise<LiveTicket> {
    return { ticket: await this.live.ticket(user, companyId) };
  }

  /**
   * The `text/event-stream`, sent as a stream: compression leaves its content type out and
   * nothing buffers it (`X-Accel-Buffering: no` for nginx).
   */
  @Get()
  async events(
    @CompanyId() companyId: number,
    @ZodQuery(liveStreamQuerySchema) query: LiveStreamQuery,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const body = await this.live.open(companyId, query.ticket, query.analysis, lastEventId ?? query.lastEventId);
    reply.raw.socket?.setNoDelay(true);
    void reply
      .status(200)
      .header('Content-Type', 'text/event-stream; charset=utf-8')
      .header('Cache-Control', 'no-store, no-transform')
      .header('X-Accel-Buffering', 'no')
      .send(body);
  }
}
