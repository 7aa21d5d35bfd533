import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CompanyMode,
  DEFAULT_GROWTH_THRESHOLD,
  DEFAULT_MCP_GROUPING,
  DEMO_LIMITS,
  demoLimitMessage,
  deriveCompanyMode,
  type Mcp as McpDto,
  type McpCompanyDefaults,
  type mcpCompanyDefaultsSchema,
  type mcpPatchSchema,
  type newMcpSchema,
} from 'contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiError } from '../common/http/api-error.js';
import { transaction } from '../database/transaction.js';
import { McpCompanyDefaultsEntity } from './company-defaults.entity.js';
import { McpAccessService } from './mcp-access.service.js';
import { mcpView } from './mcp-views.js';
import { Mcp } from './mcp.entity.js';

/** Whole seconds: MySQL DATETIME keeps no milliseconds, so an answer matches a later read. */
const wholeSeconds = (date: Date): Date => new Date(Math.floor(date.getTime() / 1000) * 1000);

/** A company's MCPs: list, create (demo limit), read, rename, delete, and its chart defaults. */
@Injectable()
export class McpsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: McpAccessService,
  ) {}

  list(user: AuthUser, companyId: number): Promise<McpDto[]> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.company(manager, user, companyId, 'read');
      const mcps = await manager.find(Mcp, { where: { companyId }, order: { id: 'ASC' } });
      return mcps.map(mcpView);
    });
  }

  /** A demo company holds at most DEMO_LIMITS.mcp: counted with the company row locked, so concurrent creates cannot pass it. */
  create(user: AuthUser, companyId: number, input: z.output<typeof newMcpSchema>): Promise<McpDto> {
    return transaction(this.dataSource, async (manager) => {
      const { company } = await this.access.company(manager, user, companyId, 'write', true);
      const mode = deriveCompanyMode({ blocked: company.blocked, plan: company.plan, lockDate: company.lockDate });
      if (mode === CompanyMode.Demo && (await manager.count(Mcp, { where: { companyId } })) >= DEMO_LIMITS.mcp) {
        throw ApiError.general(HttpStatus.FORBIDDEN, demoLimitMessage('mcp', companyId));
      }
      const now = wholeSeconds(new Date());
      const mcp = await manager.save(
        manager.create(Mcp, { companyId, ...input, createdAt: now, updatedAt: now }),
      );
      return mcpView(mcp);
    });
  }

  get(user: AuthUser, id: number): Promise<McpDto> {
    return transaction(this.dataSource, async (manager) => mcpView(await this.access.mcp(manager, user, 'mcp', id, 'read')));
  }

  /** Only the fields sent change; an empty patch changes nothing (not even updatedAt). */
  update(user: AuthUser, id: number, patch: z.output<typeof mcpPatchSchema>): Promise<McpDto> {
    return transaction(this.dataSource, async (manager) => {
      const mcp = await this.access.mcp(manager, user, 'mcp', id, 'write');
      const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      if (Object.keys(changes).length === 0) return mcpView(mcp);
      Object.assign(mcp, changes, { updatedAt: wholeSeconds(new Date()) });
      return mcpView(await manager.save(mcp));
    });
  }

  /** Its categories, products, competitors, data, domains and tags go with it (cascades). */
  delete(user: AuthUser, id: number): Promise<null> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.mcp(manager, user, 'mcp', id, 'write');
      await manager.delete(Mcp, { id });
      return null;
    });
  }

  /** The company's chart defaults: what update_company stored, else G 0.10 and months. */
  async defaults(manager: EntityManager, companyId: number): Promise<McpCompanyDefaults> {
    const stored = await manager.findOne(McpCompanyDefaultsEntity, { where: { companyId } });
    return {
      growthThreshold: stored?.growthThreshold ?? DEFAULT_GROWTH_THRESHOLD,
      grouping: stored?.grouping ?? DEFAULT_MCP_GROUPING,
    };
  }

  updateDefaults(user: AuthUser, companyId: number, input: z.output<typeof mcpCompanyDefaultsSchema>): Promise<McpCompanyDefaults> {
    return transaction(this.dataSource, async (manager) => {
      await this.access.company(manager, user, companyId, 'write', true);
      const current = await this.defaults(manager, companyId);
      const next: McpCompanyDefaults = {
        growthThreshold: input.growthThreshold ?? current.growthThreshold,
        grouping: input.grouping ?? current.grouping,
      };
      await manager.save(manager.create(McpCompanyDefaultsEntity, { companyId, ...next }));
      return next;
    });
  }
}
