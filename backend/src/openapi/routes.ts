import { RequestMethod, type Type } from '@nestjs/common';
import { GUARDS_METADATA, HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { z } from 'zod';
import { readIfMatch } from '../common/http/if-match.decorator.js';
import { skipsXsrf } from '../common/security/xsrf.js';
import { ZodValidationPipe } from '../common/validation/zod-validation.pipe.js';

/** One route of a controller as Nest registers it, with the schemas its pipes validate with. */
export interface ApiRoute {
  /** Lower case, as OpenAPI keys operations ('get', 'post', …). */
  method: string;
  /** OpenAPI form: '/api/mcps/{id}'. */
  path: string;
  /** 'McpController.get'. */
  operationId: string;
  /** Path parameters by name, with the schema of their ZodParam (none: any string). */
  params: { name: string; schema?: z.ZodType }[];
  query?: z.ZodType;
  body?: z.ZodType;
  guards: string[];
  /** A state-changing call the XSRF guard checks (not opted out with @SkipXsrf). */
  xsrf: boolean;
  /** The success status: @HttpCode's, else Nest's 201 for POST and 200 for the rest. */
  status: number;
  /** The handler writes the answer itself (@Res): not the JSON envelope. */
  raw: boolean;
  /** A write that honours If-Match (@IfMatch): 412 when the version named is not the stored one. */
  conditional: boolean;
}

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

/** Handler names of a controller, its base classes' included (a route may be inherited). */
function handlerNames(controller: Type): string[] {
  const names = new Set<string>();
  for (let prototype = controller.prototype as object | null; prototype && prototype !== Object.prototype; prototype = Object.getPrototypeOf(prototype) as object | null) {
    for (const name of Object.getOwnPropertyNames(prototype)) if (name !== 'constructor') names.add(name);
  }
  return [...names];
}

interface RouteArgument {
  index: number;
  data?: unknown;
  pipes?: unknown[];
  /** A custom parameter decorator's (createParamDecorator) reader. */
  factory?: unknown;
}

/** As Nest registers it: one leading slash, none trailing (the router ignores a trailing slash). */
const joinPath = (...parts: string[]) => `/${parts.flatMap((part) => part.split('/')).filter(Boolean).join('/')}`;
const paramType = (key: string) => Number(key.split(':')[0]) as RouteParamtypes;
const zodSchemaOf = (argument: RouteArgument) => argument.pipes?.find((pipe): pipe is ZodValidationPipe<z.ZodType> => pipe instanceof ZodValidationPipe)?.schema;
/**
 * The schema of each path parameter an argument validates: `@Param('name')` names one; a ZodParam
 * validates the whole params object (z.object({ name: schema }) piped into a transform).
 */
function paramSchemas(argument: RouteArgument): [string, z.ZodType | undefined][] {
  const schema = zodSchemaOf(argument);
  if (typeof argument.data === 'string') return [[argument.data, schema]];
  const object = schema instanceof z.ZodPipe ? schema.in : schema;
  return object instanceof z.ZodObject ? Object.entries(object.shape as Record<string, z.ZodType>) : [];
}

const guardNames = (target: object) => ((Reflect.getMetadata(GUARDS_METADATA, target) as Type[] | undefined) ?? []).map((guard) => guard.name);

/** Every route of these controllers, read from the metadata Nest routes them by (paths, methods, parameter pipes, guards). */
export function apiRoutes(controllers: readonly Type[]): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const controller of controllers) {
    const prefixes = [Reflect.getMetadata(PATH_METADATA, controller) as string | string[]].flat();
    for (const handler of handlerNames(controller)) {
      const method = (controller.prototype as Record<string, unknown>)[handler];
      if (typeof method !== 'function' || Reflect.getMetadata(METHOD_METADATA, method) === undefined) continue;
      const verb = RequestMethod[Reflect.getMetadata(METHOD_METADATA, method) as RequestMethod].toLowerCase();
      const args = Object.entries((Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) as Record<string, RouteArgument> | undefined) ?? {});
      const of = (type: RouteParamtypes) => args.filter(([key]) => paramType(key) === type).map(([, argument]) => argument);
      const params = new Map(of(RouteParamtypes.PARAM).flatMap(paramSchemas));
      for (const prefix of prefixes) {
        for (const suffix of [Reflect.getMetadata(PATH_METADATA, method) as string | string[]].flat()) {
          const nestPath = joinPath(prefix ?? '', suffix ?? '');
          routes.push({
            method: verb,
            path: nestPath.replace(/:(\w+)/g, '{$1}'),
            operationId: `${controller.name}.${handler}`,
            params: [...nestPath.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, schema: params.get(name) })),
            query: of(RouteParamtypes.QUERY).map(zodSchemaOf).find(Boolean),
            body: of(RouteParamtypes.BODY).map(zodSchemaOf).find(Boolean),
            guards: [...guardNames(controller), ...guardNames(method)],
            xsrf: UNSAFE.has(verb) && !skipsXsrf(method, controller),
            status: (Reflect.getMetadata(HTTP_CODE_METADATA, method) as number | undefined) ?? (verb === 'post' ? 201 : 200),
            raw: of(RouteParamtypes.RESPONSE).length > 0,
            conditional: args.some(([, argument]) => argument.factory === readIfMatch),
          });
        }
      }
    }
  }
  return routes;
}
