import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MESSAGES,
  type McpDomains,
  type newDomainSchema,
  type newSubcategorySchema,
  type ProductTag,
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
import { claimVersion, staleVersion } from '../analyses/row-versions.js';
import { wholeSeconds } from '../database/timestamps.js';

type Domain = McpDomains[number];

/**
 * Names compare as MariaDB's utf8mb4_unicode_ci does (case and accents ignored), so "Região"
 * and "regiao" are one domain on both drivers and the unique keys never fire unexpectedly.
 */
const sameName = (a: string, b: string) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }) === 0;

const nameTaken = () => ApiError.fields({ name: [MESSAGES.nameTaken] }, MESSAGES.invalidInput, HttpStatus.CONFLICT);

/** The stamp of a row made by `user`: version 1, written by them now. */
const created = (user: AuthUser) => ({ version: 1, updatedBy: user.id, updatedAt: wholeSeconds(new Date()) });

const domainView = (domain: McpDomain, subcategories: McpSubcategoryEntity[]): Domain => ({
  id: domain.id,
  version: domain.version,
  name: domain.name,
  subcategories: subcategories.map(({ id, version, name }) => ({ id, version, name })),
});

const tagView = (domain: McpDomain, subcategory: McpSubcategoryEntity, version: number): ProductTag => ({
  domainId: domain.id,
  domainName: domain.name,
  subcategoryId: subcategory.id,
  subcategoryName: subcategory.name,
  version,
});

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
      return domains.map((domain) => domainView(domain, subcategories.filter((s) => s.domainId === domain.id)));
    });
  }

  /** A domain of the product's MCP; adding a name it already has answers that domain. */
  addDomain(user: AuthUser, productId: number, input: Dto<typeof newDomainSchema>): Promise<Domain> {
    return this.inProduct(user, productId, async (manager, mcp) => {
      await this.watchDomains(manager, mcp.id);
      const existing = (await manager.find(McpDomain, { where: { mcpId: mcp.id } })).find((d) => sameName(d.name, input.name));
      const domain = existing ?? (await saveNamed(manager, manager.create(McpDomain, { mcpId: mcp.id, name: input.name, ...created(user) })));
      return this.domainView(manager, domain);
    });
  }

  /** Tags the product with the domain's subcategory of that name, created when new. */
  addSubcategory(user: AuthUser, productId: number, input: Dto<typeof newSubcategorySchema>): Promise<ProductTag> {
    return this.inProduct(user, productId, async (manager, mcp) => {
      await this.watchDomains(manager, mcp.id);
      const domain = await this.domainOf(manager, mcp.id, input.domainId);
      const existing = (await manager.find(McpSubcategoryEntity, { where: { domainId: domain.id } })).find((s) => sameName(s.name, input.name));
      const subcategory = existing ?? (await saveNamed(manager, manager.create(McpSubcategoryEntity, { domainId: domain.id, name: input.name, ...created(user) })));
      return this.tag(manager, user, productId, domain, subcategory);
    });
  }

  /** Renames the domain; If-Match names the domain's version (the product in the path is not written). */
  renameDomain(user: AuthUser, productId: number, input: Dto<typeof renameDomainSchema>, ifMatch?: ExpectedVersion): Promise<Domain> {
    return this.inProduct(user, productId, async (manager, mcp) => {
      await this.watchDomains(manager, mcp.id);
      const seen = await this.domainOf(manager, mcp.id, input.domainId);
      if (!(await claimVersion(manager, McpDomain, seen.id, user.id, ifMatch))) throw await staleVersion(manager, seen, await this.domainView(manager, seen));
      // Read after the claim: saving the row read before it would write its old version back.
      const domain = await this.domainOf(manager, mcp.id, input.domainId);
      const others = await manager.find(McpDomain, { where: { mcpId: mcp.id } });
      if (others.some((d) => d.id !== domain.id && sameName(d.name, input.name))) throw nameTaken();
      domain.name = input.name;
      return this.domainView(manager, await saveNamed(manager, domain));
    });
  }

  /** Moves the product to another subcategory of the domain; If-Match names the tag's version. */
  retag(user: AuthUser, productId: number, input: Dto<typeof retagSubcategorySchema>, ifMatch?: ExpectedVersion): Promise<ProductTag> {
    return this.inProduct(user, productId, async (manager, mcp) => {
      await this.watchDomains(manager, mcp.id);
      const domain = await this.domainOf(manager, mcp.id, input.domainId);
      const subcategory = await manager.findOne(McpSubcategoryEntity, { where: { id: input.subcategoryId, domainId: domain.id } });
      if (!subcategory) throw ApiError.fields({ subcategoryId: [MESSAGES.invalidChoice] });
      return this.tag(manager, user, productId, domain, subcategory, ifMatch);
    });
  }

  /**
   * A write of the domains of the product's MCP: the product named by the path is checked (a
   * member who may write, the product still there) but not written, so its version stays;
   * each domain, subcategory and tag moves its own.
   */
  private inProduct<T>(user: AuthUser, productId: number, work: (manager: EntityManager, mcp: Mcp) => Promise<T>): Promise<T> {
    return this.writing(user, 'product', productId, work, undefined, true);
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
    return domainView(domain, await manager.find(McpSubcategoryEntity, { where: { domainId: domain.id }, order: { id: 'ASC' } }));
  }

  /**
   * One subcategory per domain per product: the tag is replaced (its version claimed from
   * `ifMatch`) or made, stamped as `user`'s. The writes of one MCP wait on its row lock, so
   * two cannot make the same tag. If-Match on a product not tagged in the domain is stale.
   */
  private async tag(manager: EntityManager, user: AuthUser, productId: number, domain: McpDomain, subcategory: McpSubcategoryEntity, ifMatch?: ExpectedVersion): Promise<ProductTag> {
    const existing = await manager.findOne(McpProductTag, { where: { productId, domainId: domain.id } });
    if (!existing) {
      if (ifMatch !== undefined) throw await staleVersion(manager, { updatedBy: null, updatedAt: null }, null);
      await manager.insert(McpProductTag, { productId, domainId: domain.id, subcategoryId: subcategory.id, ...created(user) });
      return tagView(domain, subcategory, 1);
    }
    if (!(await claimVersion(manager, McpProductTag, existing.id, user.id, ifMatch))) {
      const current = await manager.findOneOrFail(McpSubcategoryEntity, { where: { id: existing.subcategoryId } });
      throw await staleVersion(manager, existing, tagView(domain, current, existing.version));
    }
    await manager.update(McpProductTag, { id: existing.id }, { subcategoryId: subcategory.id });
    return tagView(domain, subcategory, existing.version + 1);
  }
}
