import { z } from 'zod';
import { MESSAGES } from './messages.js';

/**
 * A 0..1 score as the analyses store it (an importance, a grade: docs/domain/analyses.md), sent as a
 * JSON number; the sliders show it as 0..10. Text, booleans and numbers outside 0..1 are
 * refused, never coerced.
 */
export const unitScoreSchema = z.number({ error: MESSAGES.unitScoreInvalid }).min(0, MESSAGES.unitScoreInvalid).max(1, MESSAGES.unitScoreInvalid);

/** Where a new factor, subfactor or item starts when no importance (or grade) is sent: the middle. */
export const DEFAULT_UNIT_SCORE = 0.5;
