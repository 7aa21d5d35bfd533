import { Body, Injectable, Param, type PipeTransform, Query } from '@nestjs/common';
import { MESSAGES, zodIssuesToFieldErrors } from 'contracts';
import { z } from 'zod';
import { ApiError } from '../http/api-error.js';
import { throwBodyError } from '../http/deferred-body-errors.js';

/**
 * Validates with a contracts schema and hands the parsed value on; invalid input is a 400
 * whose `errors` use the schema's field names and pt-BR messages, the same the forms show.
 */
@Injectable()
export class ZodValidationPipe<T extends z.ZodType> implements PipeTransform<unknown, z.output<T>> {
  // Public: the OpenAPI document reads the schemas the routes validate with (src/openapi).
  constructor(readonly schema: T) {}

  transform(value: unknown): z.output<T> {
    throwBodyError(value);
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

/** What a contracts schema hands a controller: `body: Dto<typeof newAnalysisSchema>`. */
export type Dto<S extends z.ZodType> = z.output<S>;

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** `unknown` (no constraint) when parameter `I` of method `K` is exactly `Value`, else a requirement the class cannot meet. */
type ParameterIs<Target, K, I extends number, Value> = K extends keyof Target
  ? Target[K] extends (...args: infer Args) => unknown
    ? Equals<Args[I], Value> extends true
      ? unknown
      : { parameterTypeMustBe: Value }
    : unknown
  : unknown;

/**
 * A parameter decorator that compiles only on a parameter typed exactly as `Value` (the
 * schema's output): TypeScript hands a parameter decorator the class, the method name and
 * the parameter index as literal types, so the method's signature can be checked. A body
 * declared as another type than its schema's (`@ZodBody(newCompanySchema) body:
 * UpdateCompanyInput`) is a compile error, not a drift found in production.
 */
export type TypedParameterDecorator<Value> = <Target extends object, K extends string | symbol, I extends number>(
  target: Target & ParameterIs<Target, K, I, Value>,
  key: K,
  index: I,
) => void;

const typed = <Value>(decorator: ParameterDecorator): TypedParameterDecorator<Value> => decorator as TypedParameterDecorator<Value>;

/** `@ZodBody(loginSchema) body: LoginInput` (the parameter must be typed `z.output` of the schema). */
export const ZodBody = <S extends z.ZodType>(schema: S) => typed<Dto<S>>(Body(new ZodValidationPipe(schema)));
/** `@ZodQuery(listQuerySchema) query: ListQuery` */
export const ZodQuery = <S extends z.ZodType>(schema: S) => typed<Dto<S>>(Query(new ZodValidationPipe(schema)));
/** `@ZodParam('id', idSchema) id: number`; a bad value is reported under the parameter's name (`errors.id`). */
export const ZodParam = <S extends z.ZodType>(name: string, schema: S) =>
  typed<Dto<S>>(Param(new ZodValidationPipe(z.object({ [name]: schema }).transform((params) => params[name] as Dto<S>))));
