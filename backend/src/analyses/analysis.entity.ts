import type { Analysis, NewAnalysisInput } from 'contracts';
import { Column, type EntityManager, type EntityTarget, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Company } from '../companies/company.entity.js';
import { wholeSeconds } from '../database/timestamps.js';

/**
 * What every analysis row has (docs/domain/analyses.md): its company (deleted with
 * it), name, description and timestamps. A concrete analysis extends it and adds its own
 * columns: `@Entity('mcps') export class Mcp extends AnalysisEntity { … }`; its migration
 * writes these columns out with its own (migrations are frozen: no helper from `src`).
 */
export abstract class AnalysisEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Company;

  @Column({ type: 'varchar', length: 150 })
  name!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;

  /** Moved by every change of the analysis or of anything in it (`touchAnalysis`). */
  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt!: Date;

  /** Moved by every write of the analysis's own fields, checked against If-Match (row-versions.ts). */
  @Column({ type: 'int', default: 1 })
  version!: number;

  /** Who wrote its own fields last (with `updatedAt`, what a 412 names). */
  @Column({ name: 'updated_by', type: 'int', nullable: true })
  updatedBy!: number | null;

  /** Moved by every write check of the analysis (data-version.ts): its charts' ETags. */
  @Column({ name: 'data_version', type: 'int', default: 0 })
  dataVersion!: number;
}

/** The base fields as answered (contracts `analysisSchema`); an analysis's answer spreads it and adds its own. */
export function analysisView(analysis: AnalysisEntity): Analysis {
  return {
    id: analysis.id,
    version: analysis.version,
    company_id: analysis.companyId,
    name: analysis.name,
    description: analysis.description,
    created_at: analysis.createdAt.toISOString(),
    updated_at: analysis.updatedAt.toISOString(),
  };
}

/** The base fields of a new analysis: `manager.create(Mcp, { ...newAnalysisFields(companyId, body), growthThreshold })`. */
export function newAnalysisFields(
  companyId: number,
  userId: number,
  input: NewAnalysisInput,
  now: Date = new Date(),
): Omit<AnalysisEntity, 'id' | 'company' | 'dataVersion'> {
  const at = wholeSeconds(now);
  return { companyId, name: input.name, description: input.description, createdAt: at, updatedAt: at, version: 1, updatedBy: userId };
}

/**
 * Applies a PATCH (only the fields sent) and moves `updatedAt` when one of them differs from
 * the stored value; answers whether anything changed (docs/domain/analyses.md: a PATCH is skipped when
 * nothing changed). Save the entity afterwards when it did.
 */
export function patchAnalysis<E extends AnalysisEntity>(analysis: E, patch: Partial<E>, now: Date = new Date()): boolean {
  const changed = (Object.keys(patch) as (keyof E)[]).filter((key) => patch[key] !== undefined && patch[key] !== analysis[key]);
  for (const key of changed) analysis[key] = patch[key]!;
  if (changed.length > 0) analysis.updatedAt = wholeSeconds(now);
  return changed.length > 0;
}

/** Moves the analysis's `updatedAt` when something inside it changed (a product, a grade, a month's values). */
export async function touchAnalysis(
  manager: EntityManager,
  target: EntityTarget<AnalysisEntity>,
  id: number,
  now: Date = new Date(),
): Promise<void> {
  await manager.update(target, { id }, { updatedAt: wholeSeconds(now) });
}
