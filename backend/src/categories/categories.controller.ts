import { Controller, Delete, Get, Put, UseGuards } from '@nestjs/common';
import { categorySchema, idSchema } from 'contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { TokenAuthGuard } from '../auth/token-auth.guard.js';
import { type Dto, ZodBody, ZodParam } from '../common/validation/zod-validation.pipe.js';
import { CategoriesService } from './categories.service.js';
import { type ExpectedVersion, IfMatch } from '../common/http/if-match.decorator.js';

const Id = () => ZodParam('id', idSchema);

/** The seed's `/api/category/{id}/` (MCP and Multifatorial sections alike), plus its DELETE. */
@Controller('api')
@UseGuards(TokenAuthGuard)
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get('category/:id/')
  get(@CurrentUser() user: AuthUser, @Id() id: number) {
    return this.categories.get(user, id);
  }

  @Put('category/:id/')
  update(@CurrentUser() user: AuthUser, @Id() id: number, @ZodBody(categorySchema) body: Dto<typeof categorySchema>, @IfMatch() ifMatch: ExpectedVersion) {
    return this.categories.update(user, id, body, ifMatch);
  }

  @Delete('category/:id/')
  delete(@CurrentUser() user: AuthUser, @Id() id: number, @IfMatch() ifMatch: ExpectedVersion) {
    return this.categories.delete(user, id, ifMatch);
  }
}
