import { Controller, Get, Ip, Post, Req, UseGuards } from '@nestjs/common';
import { PAGE_VIEW_XSRF_FIELD, type PageViewBatch, pageViewBatchSchema, type PageViewQuery, pageViewQuerySchema } from 'contracts';
import type { FastifyRequest } from 'fastify';
import { SysAdminGuard } from '../auth/sys-admin.guard.js';
import { TokenAuthGuard } from '../auth/token-auth.guard.js';
import { XsrfInBody } from '../common/security/xsrf.js';
import { ZodBody, ZodQuery } from '../common/validation/zod-validation.pipe.js';
import { AnalyticsService, trackingRefused } from './analytics.service.js';

/** Page views: the shell's beacon (anyone, no session) and the system administrator's report. */
@Controller('api/analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  /** Sent by navigator.sendBeacon, which cannot set headers: the XSRF token comes in the body. */
  @Post('pageview')
  @XsrfInBody(PAGE_VIEW_XSRF_FIELD)
  record(@Req() request: FastifyRequest, @ZodBody(pageViewBatchSchema) body: PageViewBatch, @Ip() ip: string) {
    if (trackingRefused(request)) return { recorded: 0 };
    return this.analytics.record(body, ip);
  }

  @Get('pageviews')
  @UseGuards(TokenAuthGuard, SysAdminGuard)
  report(@ZodQuery(pageViewQuerySchema) query: PageViewQuery) {
    return this.analytics.report(query);
  }
}
