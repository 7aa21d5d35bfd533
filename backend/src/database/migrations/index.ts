import { CreateAppMeta1732320000000 } from './1732320000000-CreateAppMeta.js';

/** Every migration, oldest first. Listed as classes: glob loading does not fit an ESM build. */
export const MIGRATIONS = [CreateAppMeta1732320000000];
