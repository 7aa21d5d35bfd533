import { Controller, HttpCode, HttpStatus, Ip, Post, Req, UseGuards } from '@nestjs/common';
import { type UpdateUserNameRequest, type UpdateUserPasswordRequest, updateUserNameSchema, updateUserPasswordSchema } from 'contracts';
import { type RequestWithSession, SESSION_KEY, TokenAuthGuard } from '../auth/token-auth.guard.js';
import { ZodBody } from '../common/validation/zod-validation.pipe.js';
import { AccountService } from './account.service.js';

@Controller('api/general')
@UseGuards(TokenAuthGuard)
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Post('update_user_name')
  @HttpCode(HttpStatus.OK)
  updateName(@Req() request: RequestWithSession, @ZodBody(updateUserNameSchema) body: UpdateUserNameRequest) {
    return this.account.updateName(request[SESSION_KEY]!, body);
  }

  @Post('update_user_password')
  @HttpCode(HttpStatus.OK)
  updatePassword(
    @Req() request: RequestWithSession,
    @ZodBody(updateUserPasswordSchema) body: UpdateUserPasswordRequest,
    @Ip() ip: string,
  ) {
    return this.account.updatePassword(request[SESSION_KEY]!, body, ip);
  }
}
