import { Controller, Get, HttpCode, HttpStatus, Ip, Post, Req, UseGuards } from '@nestjs/common';
import {
  type ConfirmEmailRequest,
  type LoginRequest,
  type RecoverPasswordEmailRequest,
  type RecoverPasswordFormRequest,
  type RegisterRequest,
  type ResendConfirmationRequest,
  confirmEmailSchema,
  loginSchema,
  recoverPasswordEmailSchema,
  recoverPasswordFormSchema,
  registerSchema,
  resendConfirmationSchema,
} from 'contracts';
import { ZodBody } from '../common/validation/zod-validation.pipe.js';
import { AuthService } from './auth.service.js';
import type { Session } from './auth-tokens.service.js';
import { type RequestWithSession, SESSION_KEY, TokenAuthGuard } from './token-auth.guard.js';

const session = (request: RequestWithSession): Session => request[SESSION_KEY]!;

/** The seed's paths (§7) exactly: some under /api/auth, some under /api/general. */
@Controller('api')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('auth/register')
  register(@ZodBody(registerSchema) body: RegisterRequest, @Ip() ip: string) {
    return this.auth.register(body, { ip });
  }

  @Post('auth/confirmemail')
  @HttpCode(HttpStatus.OK)
  confirmEmail(@ZodBody(confirmEmailSchema) body: ConfirmEmailRequest) {
    return this.auth.confirmEmail(body);
  }

  @Post('auth/resendconfirmationemail')
  @HttpCode(HttpStatus.OK)
  resendConfirmation(@ZodBody(resendConfirmationSchema) body: ResendConfirmationRequest, @Ip() ip: string) {
    return this.auth.resendConfirmation(body, { ip });
  }

  @Post('general/login')
  @HttpCode(HttpStatus.OK)
  login(@ZodBody(loginSchema) body: LoginRequest, @Ip() ip: string) {
    return this.auth.login(body, { ip });
  }

  @Get('general/get_authenticated_user')
  @UseGuards(TokenAuthGuard)
  authenticatedUser(@Req() request: RequestWithSession) {
    return this.auth.authenticatedUser(session(request));
  }

  @Get('general/logout')
  @UseGuards(TokenAuthGuard)
  logout(@Req() request: RequestWithSession) {
    return this.auth.logout(session(request));
  }

  @Post('general/send_recover_password_email')
  @HttpCode(HttpStatus.OK)
  sendRecoveryEmail(@ZodBody(recoverPasswordEmailSchema) body: RecoverPasswordEmailRequest, @Ip() ip: string) {
    return this.auth.sendRecoveryEmail(body, { ip });
  }

  @Post('auth/recoverPasswordForm')
  @HttpCode(HttpStatus.OK)
  recoverPasswordForm(@ZodBody(recoverPasswordFormSchema) body: RecoverPasswordFormRequest) {
    return this.auth.resetPassword(body);
  }
}
