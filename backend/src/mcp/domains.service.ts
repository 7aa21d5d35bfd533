import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MESSAGES,
  type McpDomains,
  type newDomainSchema,
  type newSubcategorySchema,
  type ProductAdditionalInfo,
  type renameDomainSchema,
  type retagSubcategorySchema,
} from 'contracts';
import { DataSource, type EntityManager, In } from 'typeorm';
import type { AuthUser } from '../auth/auth-user.js';
import { ApiError } from '../common/http/api-error.js';
import type { Dto } from '../common/validation/zod-validation.pipe.js';
import { isUniqueViolation } from '../database/database-errors.js';
import { McpDomain, McpProductTag, McpSubcategoryEntity } from './domain.entity.js';
import { McpAccessService, type McpPart } from './mcp-access.service.js';
import { AnalysisPartsService } from '../analyses/analysis-parts.service.js';
import { watch } from '../analyses/history.js';
import type { Mcp } from './mcp.entity.js';
import type { ExpectedVersion } from '../common/http/if-match.decorator.js';
import { wholeSeconds } from '../database/timestamps.js';

type Domain = McpDomains[number];
type Tag = ProductAdditionalInfo['tags'][number];

/**
 * Names compare as MariaDB's utf8mb4_unicode_ci does (case and accents ignored), so "Região"
 * and "regiao" are one domain on both drivers and the unique keys never fire unexpectedly.
 */
const sameName = (a: string, b: string) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }) === 0;

const nameTaken = () => ApiError.fields({ name: [MESSAGES.nameTaken] }, MESSAGES.invalidInput, HttpStatus.CONFLICT);

/** Saves a named row; the unique keys decide in the end (a collation may see one name where sameName saw two). */
async function saveNamed<T extends McpDomain | McpSubcategoryEntity>(manager: EntityManager, row: T): Promise<T> {
  try {
    return await manager.save(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Domains (classification axes of an MCP), their subcategories and the products' tags. */
@Injectable()
export class DomainsService extends AnalysisPartsService<Mcp, McpPart> {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    access: McpAccessService,
  ) {
    super(dataSource, access);
  }

  domains(user: AuthUser, mcpId: number): Promise<McpDomains> {
    return this.reading(user, 'mcp', mcpId, async (manager) => {
      const domains = await manager.find(McpDomain, { where: { mcpId }, order: { id: 'ASC' } });
      const subcategories = await manager.find(McpSubcategoryEntity, {
        where: { domainId: In(domains.map((d) => d.id)) },
        order: { id: 'ASC' },
      });
      return domains.map((domain) => ({
        id: domain.id,
        name: domain.name,
        subcategories: subcategories.filter((s) => s.domainId === domain.id).map(({ id, name }) => ({ id, name })),
      }));
    });
  }

  /** A domain of the product's MCP; adding a name it already has answers that domain. */
  addDomain(user: AuthUser, productId: number, input: Dto<typeof newDomainSchema>): Promise<Domain> {
    return this.writing(user, 'product', productId, async (manager, mcp) => {
      await this.watchDomains(manager, mcp.id);
      const existing = (await manager.find(McpDomain, { where: { mcpId: mcp.id } })).find((d) => sameName(d.name, input.name));
      const domain = existing ?? (await saveNamed(manager, manager.create(McpDomain, { mcpId: mcp.id, name: input.name })));
      return this.domainView(manager, domain);
    });
  }

  /** Tags the product with the domain's subcategory of that name, created when new. */
  addSubcategory(user: AuthUser, productId: number, input: Dto<typeof newSubcategorySchema>): Promise<Tag> {
    return this.writing(user, 'product', productId, async (manager, mcp) => {
      await this.watchDomains(manager, mcp.id);
      const domain = await this.domainOf(manager, mcp.id, input.domainId);
      const existing = (await manager.find(McpSubcategoryEntity, { where: { domainId: domain.id } })).find((s) => sameName(s.name, input.name));
      const subcategory = existing ?? (await saveNamed(manager, manager.create(McpSubcategoryEntity, { domainId: domain.id, name: input.name })));
      return this.tag(manager, user, productId, domain, subcategory);
    });
  }

  renameDomain(user: AuthUser, productId: number, input: Dto<typeof renameDomainSchema>, ifMatch?: ExpectedVersion): Promise<Domain> {
    return this.writing(user, 'product', productId, async (manager, mcp) => {
      await this.watchDomains(manager, mcp.id);
      const domain = await this.domainOf(manager, mcp.id, input.domainId);
      const others = await manager.find(McpDomain, { where: { mcpId: mcp.id } });
      if (others.some((d) => d.id !== domain.id && sameName(d.name, input.name))) throw nameTaken();
      domain.name = input.name;
      return this.domainView(manager, await saveNamed(manager, domain));
    }, ifMatch);
  }

  /** Moves the product to another subcategory of the domain. */
  retag(user: AuthUser, productId: number, input: Dto<typeof retagSubcategorySchema>, ifMatch?: ExpectedVersion): Promise<Tag> {
    return this.writing(user, 'product', productId, async (manager, mcp) => {
      await this.watchDomains(manager, mcp.id);
      const domain = await this.domainOf(manager, mcp.id, input.domainId);
      const subcategory = await manager.findOne(McpSubcategoryEntity, { where: { id: input.subcategoryId, domainId: domain.id } });
      if (!subcategory) throw ApiError.fields({ subcategoryId: [MESSAGES.invalidChoice] });
      return this.tag(manager, user, productId, domain, subcategory);
    }, ifMatch);
  }

  /** Domains, their subcategories and the products' tags, watched for the revision. */
  private watchDomains(manager: EntityManager, mcpId: number): Promise<void> {
    return watch(manager, McpDomain, { mcpId: [mcpId] }, { subtree: true });
  }

  private async domainOf(manager: EntityManager, mcpId: number, domainId: number): Promise<McpDomain> {
    const domain = await manager.findOne(McpDomain, { where: { id: domainId, mcpId } });
    if (!domain) throw ApiError.fields({ domainId: [MESSAGES.invalidChoice] });
    return domain;
  }

  private async domainView(manager: EntityManager, domain: McpDomain): Promise<Domain> {
    const subcategories = await manager.find(McpSubcategoryEntity, { where: { domainId: domain.id }, order: { id: 'ASC' } });
    return { id: domain.id, name: domain.name, subcategories: subcategories.map(({ id, name }) => ({ id, name })) };
  }

  /**
   * One subcategory per domain per product: the tag is replaced, stamped as `user`'s. Written
   * without reading the row back (TypeORM's upsert reloads default-valued columns by the
   * insert id, which a replaced row on MariaDB does not have).
   */
  private async tag(manager: EntityManager, user: AuthUser, productId: number, domain: McpDomain, subcategory: McpSubcategoryEntity): Promise<Tag> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(McpProductTag)
      .values({ productId, domainId: domain.id, subcategoryId: subcategory.id, updatedBy: user.id, updatedAt: wholeSeconds(new Date()) })
      .orUpdate(['subcategory_id', 'updated_by', 'updated_at'], ['product_id', 'domain_id'])
      .updateEntity(false)
      .execute();
    return { domainId: domain.id, domainName: domain.name, subcategoryId: subcategory.id, subcategoryName: subcategory.name };
  }
}
