import { Controller, Get } from '@nestjs/common';
import type { Health, Readiness } from 'contracts';
import { HealthService } from './health.service.js';

/** Liveness and readiness, for load balancers and monitors (docs/DECISIONS.md "Readiness and drain"). */
@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  alive(): Health {
    return this.health.alive();
  }

  @Get('ready')
  ready(): Promise<Readiness> {
    return this.health.ready();
  }
}
