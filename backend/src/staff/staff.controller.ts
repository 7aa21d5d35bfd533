import { Controller, Get, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  type FindUserByEmailRequest,
  findUserByEmailSchema,
  idSchema,
  type UpdateCollaboratorInput,
  updateCollaboratorSchema,
} from 'contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { TokenAuthGuard } from '../auth/token-auth.guard.js';
import { ZodBody, ZodParam } from '../common/validation/zod-validation.pipe.js';
import { StaffService } from './staff.service.js';

/** The seed's staff calls (§7): staff list, add/change/remove/unlink, e-mail lookup. */
@Controller('api/general')
@UseGuards(TokenAuthGuard)
export class StaffController {
  constructor(private readonly staff: StaffService) {}

  @Get('get_company_staff/:companyId')
  companyStaff(@CurrentUser() user: AuthUser, @ZodParam('companyId', idSchema) companyId: number) {
    return this.staff.staff(user, companyId);
  }

  @Post('update_collaborator')
  @HttpCode(HttpStatus.OK)
  updateCollaborator(@CurrentUser() user: AuthUser, @ZodBody(updateCollaboratorSchema) body: UpdateCollaboratorInput) {
    return this.staff.updateCollaborator(user, body);
  }

  @Post('find_user_by_email')
  @HttpCode(HttpStatus.OK)
  findUserByEmail(@CurrentUser() user: AuthUser, @ZodBody(findUserByEmailSchema) body: FindUserByEmailRequest) {
    return this.staff.findUserByEmail(user, body.email, body.companyId);
  }
}
