import { z } from 'zod';
import { MESSAGES } from '../messages.js';

/**
 * The history of an analysis: every write records a revision (who, when, a pt-BR summary and
 * the rows it changed), numbered from 1 per analysis. `GET …/history/` lists them newest
 * first, a page at a time; `GET …/history/{revision}/` answers the analysis as it was right
 * after it; `POST …/history/{revision}/restore/` (writers) writes a new revision equal to it.
 */
export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_PAGE_MAX = 100;
const HISTORY_MAX_OFFSET = 1_000_000;

/** A whole number from a query string, within bounds; anything else is refused with `message`. */
const queryInteger = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,7}$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);

export const historyQuerySchema = z.object({
  limit: queryInteger(1, HISTORY_PAGE_MAX, MESSAGES.historyLimitInvalid).default(HISTORY_PAGE_SIZE),
  offset: queryInteger(0, HISTORY_MAX_OFFSET, MESSAGES.historyOffsetInvalid).default(0),
});
export type HistoryQuery = z.output<typeof historyQuerySchema>;

/** `{revision}` of the history's paths: a whole number from 1. */
export const revisionParamSchema = z.coerce.number({ error: MESSAGES.revisionNotFound }).int(MESSAGES.revisionNotFound).min(1, MESSAGES.revisionNotFound).max(2_147_483_647, MESSAGES.revisionNotFound);

const revisionSchema = z.object({
  revision: z.number().int(),
  at: z.string(),
  /** `id` is null once the author's account is gone. */
  author: z.object({ id: z.number().int().nullable(), name: z.string() }),
  summary: z.string(),
});
export type Revision = z.infer<typeof revisionSchema>;

export const historyPageSchema = z.object({ results: z.array(revisionSchema), count: z.number().int() });
export type HistoryPage = z.infer<typeof historyPageSchema>;

/**
 * One revision with the analysis as it was right after it: `analysis` as its own read answers
 * it, `chart` as its chart route answers it, `lookups` what the kind's chart view looks up
 * beside the chart (an MCP's categories, a multifatorial's markets and criteria), as they were
 * (each kind's own shapes: `pastRevisionSchema(kind's analysis schema, its chart schema, its
 * lookups schema)`).
 */
export const pastRevisionSchema = <A extends z.ZodType, C extends z.ZodType, L extends z.ZodType>(analysis: A, chart: C, lookups: L) =>
  revisionSchema.extend({ analysis, chart, lookups });

/** What a write did, as the summary says it. */
export type RevisionAction =
  | { type: 'created' | 'changed' | 'deleted'; noun: string | null; label: string }
  | { type: 'rows' | 'imported'; count: number }
  | { type: 'restored'; revision: number };

/** The parts' names in a summary ("o produto"), by the part the paths call them. */
export const PART_NOUNS: Record<string, string> = {
  item: 'o item',
  factor: 'o fator',
  subfactor: 'o subfator',
  category: 'a categoria',
  product: 'o produto',
  competitor: 'o concorrente',
  criterion: 'o critério',
};

const VERBS = { created: 'criou', changed: 'alterou', deleted: 'excluiu' } as const;

/** "Ana alterou Pão Francês", "Ana excluiu o produto Pão Francês", "Ana importou 84 linhas", "Ana restaurou a versão 3". */
export function revisionSummary(author: string, action: RevisionAction): string {
  switch (action.type) {
    case 'rows':
      return `${author} alterou ${action.count} ${action.count === 1 ? 'linha' : 'linhas'}`;
    case 'imported':
      return `${author} importou ${action.count} ${action.count === 1 ? 'linha' : 'linhas'}`;
    case 'restored':
      return `${author} restaurou a versão ${action.revision}`;
    default: {
      const noun = action.type === 'changed' || !action.noun ? '' : `${action.noun} `;
      return `${author} ${VERBS[action.type]} ${noun}${action.label}`.slice(0, 300);
    }
  }
}
