import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { categoriesAndCompetitorsSchema, categoriesAndProductsSchema, chartSvgSchema, controlMonthSchema, expenseMonthSchema, mcpCategorySchema, mcpChartWireSchema, mcpCompanyDefaultsViewSchema, mcpCompetitorSchema, mcpControlDataSchema, mcpDomainSchema, mcpProductSchema, productAdditionalInfoSchema, productTagSchema } from 'contracts';
import { z } from 'zod';
import { AnalysesModule } from '../analyses/analyses.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { AnalysisCategory } from '../categories/category.entity.js';
import { ChartDataService } from './chart-data.service.js';
import { McpCompanyDefaultsEntity } from './company-defaults.entity.js';
import { CompetitorControl, ProductControl, ProductExpense } from './control-data.entity.js';
import { ControlDataService } from './control-data.service.js';
import { McpDomain, McpProductTag, McpSubcategoryEntity } from './domain.entity.js';
import { DomainsService } from './domains.service.js';
import { McpAccessService } from './mcp-access.service.js';
import { McpItemsService } from './mcp-items.service.js';
import { McpController } from './mcp.controller.js';
import { Mcp } from './mcp.entity.js';
import { McpsService } from './mcps.service.js';
import { McpCompetitorEntity, McpProductEntity } from './product.entity.js';

/** The MCP analysis (growth–share matrix): its data, its rules and its chart. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Mcp,
      AnalysisCategory,
      McpProductEntity,
      McpCompetitorEntity,
      ProductControl,
      CompetitorControl,
      ProductExpense,
      McpDomain,
      McpSubcategoryEntity,
      McpProductTag,
      McpCompanyDefaultsEntity,
    ]),
    AnalysesModule,
    AuthModule,
    RateLimitModule,
  ],
  controllers: [McpController],
  providers: [McpsService, McpItemsService, ControlDataService, DomainsService, ChartDataService, McpAccessService],
  exports: [McpAccessService],
})
export class McpModule {
  /** What `data` holds in the answer of each of its own routes (openapi/answers.ts). */
  static readonly answers: Readonly<Record<string, z.ZodType>> = {
    'PUT /api/company/{companyId}/mcps/update_company': mcpCompanyDefaultsViewSchema,
    'GET /api/mcps/{id}/categories_and_products': categoriesAndProductsSchema,
    'GET /api/mcps/{id}/categories_and_competitors': categoriesAndCompetitorsSchema,
    'GET /api/company/{companyId}/mcps/chart_data': mcpChartWireSchema,
    'GET /api/company/{companyId}/mcps/chart_svg': chartSvgSchema,
    'GET /api/mcps/{id}/control_data': mcpControlDataSchema,
    'PUT /api/mcps/{id}/control_data': mcpControlDataSchema,
    'GET /api/mcps/{id}/retrieve_domains_and_categories': z.array(mcpDomainSchema),
    'POST /api/mcps/{id}/categories': mcpCategorySchema,
    'POST /api/products': mcpProductSchema,
    'GET /api/products/{id}': mcpProductSchema,
    'PUT /api/products/{id}': mcpProductSchema,
    'DELETE /api/products/{id}': z.null(),
    'PUT /api/products/{id}/update_control': controlMonthSchema,
    'PUT /api/products/{id}/update_expenses': expenseMonthSchema,
    'GET /api/products/{id}/retrieve_additional_info': productAdditionalInfoSchema,
    'POST /api/products/{id}/add_product_domain': mcpDomainSchema,
    'POST /api/products/{id}/add_product_subcategory': productTagSchema,
    'PUT /api/products/{id}/update_product_domain': mcpDomainSchema,
    'PUT /api/products/{id}/update_product_subcategory': productTagSchema,
    'POST /api/competitors': mcpCompetitorSchema,
    'GET /api/competitors/{id}': mcpCompetitorSchema,
    'PUT /api/competitors/{id}': mcpCompetitorSchema,
    'DELETE /api/competitors/{id}': z.null(),
    'PUT /api/competitors/{id}/update_control': controlMonthSchema,
  };
}
