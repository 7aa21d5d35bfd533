import { Controller, Get, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  type CompanyDateRequest,
  companyDateSchema,
  type CompanyIdRequest,
  companyIdRequestSchema,
  idSchema,
  type NewCompanyInput,
  newCompanySchema,
  type UpdateCompanyInput,
  updateCompanySchema,
} from 'contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { TokenAuthGuard } from '../auth/token-auth.guard.js';
import { ZodBody, ZodParam } from '../common/validation/zod-validation.pipe.js';
import { CompaniesService } from './companies.service.js';

/** The seed's company calls (§7), paths exactly as written; every one needs a signed-in caller. */
@Controller('api/general')
@UseGuards(TokenAuthGuard)
export class CompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  @Post('get_company_basic_info')
  @HttpCode(HttpStatus.OK)
  basicInfo(@CurrentUser() user: AuthUser, @ZodBody(companyIdRequestSchema) body: CompanyIdRequest) {
    return this.companies.basicInfo(user, body.id);
  }

  @Get('get_my_companies')
  myCompanies(@CurrentUser() user: AuthUser) {
    return this.companies.myCompanies(user);
  }

  @Get('get_companies_admin')
  adminCompanies(@CurrentUser() user: AuthUser) {
    return this.companies.adminCompanies(user);
  }

  @Get('get_choices')
  choices() {
    return this.companies.choices();
  }

  @Post('new_company')
  newCompany(@CurrentUser() user: AuthUser, @ZodBody(newCompanySchema) body: NewCompanyInput) {
    return this.companies.create(user, body);
  }

  @Post('update_company')
  @HttpCode(HttpStatus.OK)
  updateCompany(@CurrentUser() user: AuthUser, @ZodBody(updateCompanySchema) body: UpdateCompanyInput) {
    return this.companies.update(user, body);
  }

  @Post('delete_company')
  @HttpCode(HttpStatus.OK)
  deleteCompany(@CurrentUser() user: AuthUser, @ZodBody(companyIdRequestSchema) body: CompanyIdRequest) {
    return this.companies.delete(user, body.id);
  }

  @Get('set_active_company/:id')
  setActive(@CurrentUser() user: AuthUser, @ZodParam('id', idSchema) id: number) {
    return this.companies.setActive(user, id);
  }

  @Get('lock_company/:id')
  lock(@CurrentUser() user: AuthUser, @ZodParam('id', idSchema) id: number) {
    return this.companies.lock(user, id);
  }

  @Post('unlock_company/:id')
  @HttpCode(HttpStatus.OK)
  unlock(
    @CurrentUser() user: AuthUser,
    @ZodParam('id', idSchema) id: number,
    @ZodBody(companyDateSchema) body: CompanyDateRequest,
  ) {
    return this.companies.unlock(user, id, body.date);
  }

  @Post('extend_company/:id')
  @HttpCode(HttpStatus.OK)
  extend(
    @CurrentUser() user: AuthUser,
    @ZodParam('id', idSchema) id: number,
    @ZodBody(companyDateSchema) body: CompanyDateRequest,
  ) {
    return this.companies.extend(user, id, body.date);
  }

  @Get('toggle_demo/:id')
  toggleDemo(@CurrentUser() user: AuthUser, @ZodParam('id', idSchema) id: number) {
    return this.companies.toggleDemo(user, id);
  }
}
