import { Body, Injectable, Param, type PipeTransform, Query } from '@nestjs/common';
import { MESSAGES, zodIssuesToFieldErrors } from 'contracts';
import { z } from 'zod';
import { ApiError } from '../http/api-error.js';

/**
 * Validates with a contracts schema and hands the parsed value on; invalid input is a 400
 * whose `errors` use the schema's field names and pt-BR messages, the same the forms show.
 */
@Injectable()
export class ZodValidationPipe<T extends z.ZodType> implements PipeTransform<unknown, z.output<T>> {
  constructor(private readonly schema: T) {}

  transform(value: unknown): z.output<T> {
    // A request without a body is checked as an empty form: the client sees which fields are required.
    const result = this.schema.safeParse(value === undefined ? {} : value);
    if (result.success) return result.data;
    // A body of the wrong shape altogether (an array, a string) has no field to blame.
    if (result.error.issues.some((issue) => issue.path.length === 0 && issue.code === 'invalid_type')) {
      throw ApiError.fields({ general: [MESSAGES.invalidInput] });
    }
    throw ApiError.fields(zodIssuesToFieldErrors(result.error.issues));
  }
}

/** `@ZodBody(loginSchema) body: LoginInput` */
export const ZodBody = (schema: z.ZodType) => Body(new ZodValidationPipe(schema));
/** `@ZodQuery(listQuerySchema) query: ListQuery` */
export const ZodQuery = (schema: z.ZodType) => Query(new ZodValidationPipe(schema));
/** `@ZodParam('id', idSchema) id: number`; a bad value is reported under the parameter's name (`errors.id`). */
export const ZodParam = (name: string, schema: z.ZodType) =>
  Param(new ZodValidationPipe(z.object({ [name]: schema }).transform((params) => params[name])));
