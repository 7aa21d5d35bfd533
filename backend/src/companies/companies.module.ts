import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { ActiveCompany } from './active-company.entity.js';
import { CompaniesController } from './companies.controller.js';
import { CompaniesService } from './companies.service.js';
import { CompanyAccessService } from './company-access.service.js';
import { CompanyCreationPolicy } from './company-creation-policy.js';
import { CompanyMembership } from './company-membership.entity.js';
import { Company } from './company.entity.js';

/**
 * Companies, memberships and modes. Exports CompanyAccessService: every company-scoped
 * module asks it who the caller is in a company (404 when they may not see it).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Company, CompanyMembership, ActiveCompany]), AuthModule],
  controllers: [CompaniesController],
  providers: [CompaniesService, CompanyAccessService, CompanyCreationPolicy],
  exports: [CompanyAccessService, CompanyCreationPolicy, TypeOrmModule],
})
export class CompaniesModule {}
