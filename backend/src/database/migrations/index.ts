import { CreateAppMeta1732320000000 } from './1732320000000-CreateAppMeta.js';
import { CreateUsers1732400000000 } from './1732400000000-CreateUsers.js';
import { CreateCompanies1732500000000 } from './1732500000000-CreateCompanies.js';
import { CreateMcp1732690000000 } from './1732690000000-CreateMcp.js';
import { CreateAmbiental1732700000000 } from './1732700000000-CreateAmbiental.js';
import { CreateSwot1732710000000 } from './1732710000000-CreateSwot.js';
import { CreatePayments1733000000000 } from './1733000000000-CreatePayments.js';
import { CreateMultifatorial1733100000000 } from './1733100000000-CreateMultifatorial.js';
import { CreatePageViewCounts1733200000000 } from './1733200000000-CreatePageViewCounts.js';
import { AddPurchaseRevokedAt1733300000000 } from './1733300000000-AddPurchaseRevokedAt.js';
import { AddDataVersions1733400000000 } from './1733400000000-AddDataVersions.js';
import { PageViewCountsKeyByRemote1733450000000 } from './1733450000000-PageViewCountsKeyByRemote.js';
import { AddCriterionHigherIsWorse1733470000000 } from './1733470000000-AddCriterionHigherIsWorse.js';
import { CreateDeletedParts1733500000000 } from './1733500000000-CreateDeletedParts.js';
import { AddMcpGrowthBasis1733550000000 } from './1733550000000-AddMcpGrowthBasis.js';
import { AddRowVersions1733600000000 } from './1733600000000-AddRowVersions.js';
import { CreateAnalysisRevisions1733700000000 } from './1733700000000-CreateAnalysisRevisions.js';

/** Every migration, oldest first. Listed as classes: glob loading does not fit an ESM build. */
export const MIGRATIONS = [CreateAppMeta1732320000000, CreateUsers1732400000000, CreateCompanies1732500000000, CreateMcp1732690000000, CreateAmbiental1732700000000, CreateSwot1732710000000, CreatePayments1733000000000, CreateMultifatorial1733100000000, CreatePageViewCounts1733200000000, AddPurchaseRevokedAt1733300000000, AddDataVersions1733400000000, PageViewCountsKeyByRemote1733450000000, AddCriterionHigherIsWorse1733470000000, CreateDeletedParts1733500000000, AddMcpGrowthBasis1733550000000, AddRowVersions1733600000000, CreateAnalysisRevisions1733700000000];
