import { Body, Delete, Get, Post, Put, type Type } from '@nestjs/common';
import { idSchema, routeParam } from 'contracts';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { type Dto, ZodParam, ZodValidationPipe } from '../common/validation/zod-validation.pipe.js';
import { type ExpectedVersion, IfMatch } from '../common/http/if-match.decorator.js';

const METHODS = { get: Get, post: Post, put: Put, delete: Delete };

/** One route of a kind's parts: its handler's name, method and path (one `:param`, the id), its body's schema and what it calls. */
export interface PartRoute<S> {
  name: string;
  method: keyof typeof METHODS;
  path: string;
  body?: z.ZodType;
  call: (service: S, user: AuthUser, id: number, body: unknown, ifMatch: ExpectedVersion) => unknown;
}

/** A part service's generic CRUD (AnalysisPartsService), as the routes of `crud` call it. */
interface PartCrudService<Part extends string> {
  list(user: AuthUser, part: Part, parentId: number): Promise<unknown>;
  create(user: AuthUser, part: Part, parentId: number, body: object): Promise<unknown>;
  get(user: AuthUser, part: Part, id: number): Promise<unknown>;
  update(user: AuthUser, part: Part, id: number, body: object, ifMatch: ExpectedVersion): Promise<unknown>;
  delete(user: AuthUser, part: Part, id: number, ifMatch: ExpectedVersion): Promise<unknown>;
}

type PartOf<S> = S extends PartCrudService<infer Part> ? Part : never;

/** The CRUD routes of one part (`crud`): its two paths, its bodies' schemas, the names of its handlers. */
export interface PartCrud {
  /** Its collection in its parent (the path's id is the parent's): GET lists it, POST (with `create`) adds to it. */
  list?: string;
  /** The part itself (the path's id is its own): GET (with `get`) reads it, PUT (with `update`) writes it, DELETE deletes it. */
  one?: string;
  create?: z.ZodType;
  update?: z.ZodType;
  get?: true;
  /** The handlers' names where they are not `list<Name>s`, `create<Name>`, `get<Name>`, `update<Name>`, `delete<Name>`. */
  names?: Partial<Record<'list' | 'create' | 'get' | 'update' | 'delete', string>>;
}

/**
 * The route builders of one part service: `get`/`delete` call it with the user, the id and
 * the request's If-Match, `post`/`put` with the body too, typed as its schema outputs it;
 * `crud` makes the CRUD routes of one of its parts, calling its generic CRUD (AnalysisPartsService).
 */
export function partRoutesOf<S>() {
  type Call = (service: S, user: AuthUser, id: number, ifMatch: ExpectedVersion) => unknown;
  const bare =
    (method: 'get' | 'delete') =>
    (name: string, path: string, call: Call): PartRoute<S> => ({ name, method, path, call: (service, user, id, _body, ifMatch) => call(service, user, id, ifMatch) });
  const withBody =
    (method: 'post' | 'put') =>
    <B extends z.ZodType>(
      name: string,
      path: string,
      body: B,
      call: (service: S, user: AuthUser, id: number, body: Dto<B>, ifMatch: ExpectedVersion) => unknown,
    ): PartRoute<S> => ({
      name,
      method,
      path,
      body,
      call: call as PartRoute<S>['call'],
    });
  const crud = (part: PartOf<S>, name: string, paths: PartCrud): PartRoute<S>[] => {
    const names = { list: `list${name}s`, create: `create${name}`, get: `get${name}`, update: `update${name}`, delete: `delete${name}`, ...paths.names };
    type Crud = PartCrudService<PartOf<S>>;
    const routes: (PartRoute<Crud> | false)[] = [
      !!paths.list && { name: names.list, method: 'get', path: paths.list, call: (parts, user, id) => parts.list(user, part, id) },
      !!paths.list && !!paths.create && { name: names.create, method: 'post', path: paths.list, body: paths.create, call: (parts, user, id, body) => parts.create(user, part, id, body as object) },
      !!paths.one && !!paths.get && { name: names.get, method: 'get', path: paths.one, call: (parts, user, id) => parts.get(user, part, id) },
      !!paths.one && !!paths.update && { name: names.update, method: 'put', path: paths.one, body: paths.update, call: (parts, user, id, body, ifMatch) => parts.update(user, part, id, body as object, ifMatch) },
      !!paths.one && { name: names.delete, method: 'delete', path: paths.one, call: (parts, user, id, _body, ifMatch) => parts.delete(user, part, id, ifMatch) },
    ];
    return routes.filter((route) => route !== false) as unknown as PartRoute<S>[];
  };
  return { get: bare('get'), delete: bare('delete'), post: withBody('post'), put: withBody('put'), crud };
}

/**
 * Adds the routes of a kind's parts (list, create, read, update, delete of its factors, items…)
 * to its controller, each a handler as a hand-written one would be (the signed-in user, the id
 * validated by `idSchema`, the body by its schema), calling the controller's part service
 * `controller[service]`. Routes with more to them (fair use, a second id) stay hand-written.
 */
export function addPartRoutes<C extends object, K extends keyof C & string>(controller: Type<C>, service: K, routes: PartRoute<C[K]>[]): void {
  const prototype = controller.prototype as Record<string, unknown>;
  for (const route of routes) {
    prototype[route.name] = function (this: C, user: AuthUser, id: number, body: unknown, ifMatch: ExpectedVersion) {
      return route.call(this[service], user, id, body, ifMatch);
    };
    const descriptor = Object.getOwnPropertyDescriptor(prototype, route.name)!;
    CurrentUser()(prototype, route.name, 0);
    ZodParam(routeParam(route.path), idSchema)(prototype as never, route.name as never, 1 as never);
    if (route.body) Body(new ZodValidationPipe(route.body))(prototype, route.name, 2);
    IfMatch()(prototype, route.name, 3);
    METHODS[route.method](route.path)(prototype, route.name, descriptor);
  }
}
