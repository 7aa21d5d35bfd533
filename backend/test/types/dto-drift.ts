/**
 * Compile-time checks of the validation decorators (run by `tsc -p tsconfig.json`, the first
 * step of `pnpm --filter backend test`): a parameter typed otherwise than its schema's output
 * does not compile. Each `@ts-expect-error` fails the build if that error ever stops.
 */
import { type CompanyIdRequest, companyIdRequestSchema, idSchema, type NewCompanyInput, newCompanySchema } from 'contracts';
import { type Dto, ZodBody, ZodParam, ZodQuery } from '../../src/common/validation/zod-validation.pipe.js';

export class DriftExamples {
  matching(@ZodBody(newCompanySchema) body: NewCompanyInput, @ZodParam('id', idSchema) id: number) {
    return [body, id];
  }

  derived(@ZodQuery(companyIdRequestSchema) query: Dto<typeof companyIdRequestSchema>) {
    return query;
  }

  // @ts-expect-error another schema's type
  wrongBody(@ZodBody(newCompanySchema) body: CompanyIdRequest) {
    return body;
  }

  // @ts-expect-error a path id is a number once parsed, not a string
  wrongParam(@ZodParam('id', idSchema) id: string) {
    return id;
  }

  // @ts-expect-error a wider type than the schema's is a drift too
  widerBody(@ZodBody(companyIdRequestSchema) body: { id: number; extra?: string }) {
    return body;
  }
}
