import { Controller, Get, UseGuards } from '@nestjs/common';
import { idSchema } from 'contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { TokenAuthGuard } from '../auth/token-auth.guard.js';
import { ZodParam } from '../common/validation/zod-validation.pipe.js';
import { AnalysesSummaryService } from './analyses-summary.service.js';

@Controller('api')
@UseGuards(TokenAuthGuard)
export class SummaryController {
  constructor(private readonly summaries: AnalysesSummaryService) {}

  @Get('company/:companyId/analyses_summary/')
  summary(@CurrentUser() user: AuthUser, @ZodParam('companyId', idSchema) companyId: number) {
    return this.summaries.summary(user, companyId);
  }
}
