import { CompanyMode } from './company-mode.js';
import { canSeeCompany, type CompanyViewer } from './company-permissions.js';
import type { AnalysisKind } from './analyses/kinds.js';
import { DEMO_LIMITS } from './demo-limits.js';
import type { MessageKey } from './messages.js';
import { canEditAnalyses } from './roles.js';

/**
 * Who may do what with a company's analyses (docs/domain/companies-and-roles.md), as pure functions the server
 * enforces and the client uses to show or hide controls (create, rename, delete, edit).
 */

/** Reading (lists, editors, charts) or changing (create, edit, delete) an analysis. */
export type AnalysisAction = 'read' | 'write';

/** Any member reads the analyses; a system administrator reads those of every company. */
export const canReadAnalyses = (viewer: CompanyViewer): boolean => canSeeCompany(viewer);

/** Roles 1–3 and system administrators create, edit and delete analyses; role 4 (Funcionário) reads only. */
export const canWriteAnalyses = (viewer: CompanyViewer): boolean =>
  viewer.isSysAdmin || (viewer.role !== null && canEditAnalyses(viewer.role));

/** Why an analysis call is refused: the HTTP status and the MESSAGES key of its pt-BR text. */
export interface AnalysisRefusal {
  status: 403 | 404;
  message: MessageKey;
}

/**
 * null when the viewer may do the action on the analyses of a company in this mode,
 * otherwise why not: not a member → 404 (like an unknown company: existence is never
 * revealed); a blocked company (mode 0) → 403 for everyone, system administrators too (they
 * unlock it first: the block is the company's state, not a role rule); a write by a
 * Funcionário → 403.
 */
export function analysisRefusal(viewer: CompanyViewer, mode: CompanyMode, action: AnalysisAction): AnalysisRefusal | null {
  if (!canReadAnalyses(viewer)) return { status: 404, message: 'companyNotFound' };
  if (mode === CompanyMode.Blocked) return { status: 403, message: 'companyBlocked' };
  if (action === 'write' && !canWriteAnalyses(viewer)) return { status: 403, message: 'analysisEditForbidden' };
  return null;
}

/**
 * A demo company (mode 1) already holding `existing` analyses of the kind may not create
 * another (DEMO_LIMITS, each kind's descriptor's); full companies have no limit.
 * The limit belongs to the company, so it binds system administrators too.
 */
export const demoLimitReached = (kind: AnalysisKind, mode: CompanyMode, existing: number): boolean =>
  mode === CompanyMode.Demo && existing >= DEMO_LIMITS[kind];
