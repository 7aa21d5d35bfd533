import { CreateAppMeta1732320000000 } from './1732320000000-CreateAppMeta.js';
import { CreateUsers1732400000000 } from './1732400000000-CreateUsers.js';
import { CreateCompanies1732500000000 } from './1732500000000-CreateCompanies.js';
import { CreateMcp1732690000000 } from './1732690000000-CreateMcp.js';

/** Every migration, oldest first. Listed as classes: glob loading does not fit an ESM build. */
export const MIGRATIONS = [CreateAppMeta1732320000000, CreateUsers1732400000000, CreateCompanies1732500000000, CreateMcp1732690000000];
