import { Controller, Get } from '@nestjs/common';
import type { Health } from 'contracts';
import { HealthService } from './health.service.js';

@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  check(): Promise<Health> {
    return this.health.check();
  }
}
