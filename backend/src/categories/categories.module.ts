import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { McpModule } from '../mcp/mcp.module.js';
import { MultifatorialModule } from '../multifatorial/multifatorial.module.js';
import { CategoriesController } from './categories.controller.js';
import { CategoriesService } from './categories.service.js';
import { AnalysisCategory } from './category.entity.js';

/** The markets (categories) the MCP and the Multifatorial share: one table, one `/api/category/{id}/`. */
@Module({
  imports: [TypeOrmModule.forFeature([AnalysisCategory]), McpModule, MultifatorialModule, AuthModule],
  controllers: [CategoriesController],
  providers: [CategoriesService],
})
export class CategoriesModule {}
