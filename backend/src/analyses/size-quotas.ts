import { HttpStatus } from '@nestjs/common';
import { type SizeQuota, sizeQuotaExceeded, sizeQuotaMessage } from 'contracts';
import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ApiError } from '../common/http/api-error.js';
import { companyMode } from '../companies/company-view.js';
import { Company } from '../companies/company.entity.js';
import type { AnalysisEntity } from './analysis.entity.js';

/**
 * Refuses (403, the quota named in pt-BR) a write that left `analysis` with more parts than
 * its company's quota (contracts `SIZE_QUOTAS`, demo or full). Call it after the write, in
 * the write's transaction, so the refusal rolls the write back: one helper for a single
 * create and for an import of many. `parts` selects the analysis's parts; on MySQL it is
 * counted as a locking read, so it sees every committed row: the writes of one analysis wait
 * on its row lock (AnalysisPartsAccess.write) and the quota holds under any concurrency.
 * SQLite runs one write transaction at a time.
 */
export async function requireSizeQuota(
  manager: EntityManager,
  analysis: AnalysisEntity,
  quota: SizeQuota,
  parts: SelectQueryBuilder<ObjectLiteral>,
): Promise<void> {
  if (manager.connection.options.type === 'mysql') parts.setLock('pessimistic_write');
  const count = await parts.getCount();
  const company = await manager.findOneOrFail(Company, { where: { id: analysis.companyId } });
  const mode = companyMode(company);
  if (sizeQuotaExceeded(quota, mode, count)) throw ApiError.general(HttpStatus.FORBIDDEN, sizeQuotaMessage(quota, mode, company.id));
}
