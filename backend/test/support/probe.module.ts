import { Controller, Get, HttpStatus, Module, Post } from '@nestjs/common';
import { MESSAGES, ok } from 'contracts';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { ApiError } from '../../src/common/http/api-error.js';
import { SkipXsrf } from '../../src/common/security/xsrf.js';
import { ZodBody } from '../../src/common/validation/zod-validation.pipe.js';

export const probeSchema = z.object({
  name: z.string().trim().min(1, MESSAGES.nameRequired),
  email: z.email(MESSAGES.emailInvalid),
  age: z.number().int().optional(),
});

/**
 * Routes mounted only in tests, written the way feature modules will be, to exercise the
 * shared pipeline (validation, envelope, errors, XSRF) before any feature exists.
 */
@Controller('api/_probe')
class ProbeController {
  constructor(private readonly dataSource: DataSource) {}

  @Post('echo')
  echo(@ZodBody(probeSchema) body: z.infer<typeof probeSchema>) {
    return body;
  }

  @Post('notification')
  @SkipXsrf()
  notification() {
    return { received: true };
  }

  @Get('meta')
  async meta() {
    const row = await this.dataSource
      .createQueryBuilder()
      .select('m.value', 'value')
      .from('app_meta', 'm')
      .where('m.name = :name', { name: 'installed_at' })
      .getRawOne<{ value: string }>();
    return { installedAt: row?.value };
  }

  @Get('enveloped')
  enveloped() {
    return ok({ already: true }, 'pronto');
  }

  @Get('limited')
  limited() {
    throw ApiError.general(HttpStatus.TOO_MANY_REQUESTS, MESSAGES.rateLimited, { 'Retry-After': '7' });
  }

  @Get('boom')
  boom() {
    throw new Error('secret internal detail at /srv/app/src/x.ts:12');
  }
}

@Module({ controllers: [ProbeController] })
export class ProbeModule {}
