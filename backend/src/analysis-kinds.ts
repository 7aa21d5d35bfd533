import type { Type } from '@nestjs/common';
import type { AnalysisKind } from 'contracts';
import type { z } from 'zod';
import { AmbientalModule } from './ambiental/ambiental.module.js';
import { McpModule } from './mcp/mcp.module.js';
import { MultifatorialModule } from './multifatorial/multifatorial.module.js';
import { SwotModule } from './swot/swot.module.js';

/**
 * Each analysis kind's module (docs/adding-an-analysis.md), which the app mounts: its controller
 * (the shared routes, made from its contracts descriptor, and its own), its services, and the
 * answers of its own routes for the OpenAPI document (openapi/answers.ts; the shared routes'
 * come from the descriptor). A `Record` of every kind, so a kind left out does not build.
 */
export const ANALYSIS_MODULES: Readonly<Record<AnalysisKind, Type & { answers: Readonly<Record<string, z.ZodType>> }>> = {
  mcp: McpModule,
  multifatorial: MultifatorialModule,
  ambiental: AmbientalModule,
  swot: SwotModule,
};
