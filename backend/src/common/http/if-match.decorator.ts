import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/**
 * The version an If-Match names: a number for `"<n>"`, undefined when absent or `*` (the
 * write is not conditional), NEVER_MATCHES for anything else (a weak or foreign tag never
 * matches a strong version, RFC 9110 §13.1.1).
 */
export type ExpectedVersion = number | undefined;
const NEVER_MATCHES = -1;

export function parseIfMatch(header: string | undefined): ExpectedVersion {
  const value = header?.trim();
  if (!value || value === '*') return undefined;
  const tag = /^"(\d{1,10})"$/.exec(value);
  return tag ? Number(tag[1]) : NEVER_MATCHES;
}

/** Reads the request's If-Match; the OpenAPI document knows a conditional write by it. */
export function readIfMatch(_data: unknown, context: ExecutionContext): ExpectedVersion {
  const header = context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined> }>().headers['if-match'];
  return parseIfMatch(Array.isArray(header) ? header.join(',') : header);
}

/** The request's If-Match, parsed (a write's precondition, analyses/row-versions.ts): `@IfMatch() ifMatch: ExpectedVersion`. */
export const IfMatch = createParamDecorator(readIfMatch);

