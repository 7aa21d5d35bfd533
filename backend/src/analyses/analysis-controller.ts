import { Body, Controller, Delete, Get, Inject, Patch, Post, type Type, UseGuards } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import { ANALYSIS_KIND_SCHEMAS, ANALYSIS_KINDS, type AnalysisKind, type HistoryPage, type HistoryQuery, historyQuerySchema, historyRoutes, idSchema, revisionParamSchema, type Revision, routeParam } from 'contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { TokenAuthGuard } from '../auth/token-auth.guard.js';
import { type Dto, ZodParam, ZodQuery, ZodValidationPipe } from '../common/validation/zod-validation.pipe.js';
import type { AnalysesService } from './analyses.service.js';
import type { AnalysisEntity } from './analysis.entity.js';
import { type ExpectedVersion, IfMatch } from '../common/http/if-match.decorator.js';

type Schemas<K extends AnalysisKind> = (typeof ANALYSIS_KIND_SCHEMAS)[K];

/** The CRUD service of a kind, as the common routes call it. */
interface KindService<K extends AnalysisKind> extends Pick<AnalysesService<AnalysisEntity, unknown>, 'list' | 'get' | 'delete'> {
  create(user: AuthUser, companyId: number, input: Dto<Schemas<K>['create']>): Promise<unknown>;
  update(user: AuthUser, id: number, patch: Dto<Schemas<K>['patch']>, ifMatch?: ExpectedVersion): Promise<unknown>;
  history(user: AuthUser, id: number, query: HistoryQuery): Promise<HistoryPage>;
  past<S extends object>(user: AuthUser, id: number, revision: number, state: (manager: EntityManager, analysis: AnalysisEntity) => Promise<S>): Promise<Revision>;
  restore(user: AuthUser, id: number, revision: number): Promise<unknown>;
  /** The analysis's chart, for a kind whose controller answers it on its own route (`chart` of analysisController's options). */
  chart?(user: AuthUser, id: number): Promise<unknown>;
  /** The analysis's chart read through `manager`, for a kind whose chart is the analysis's own (the history's past revision carries it). */
  chartIn?(manager: EntityManager, id: number): Promise<unknown>;
}

/** The `:id` of a kind's own routes, validated as an id. */
export const IdParam = () => ZodParam('id', idSchema);
/** The `:companyId` of a kind's company-wide routes (its charts over every analysis). */
export const CompanyIdParam = () => ZodParam('companyId', idSchema);

/**
 * The controller of one analysis kind with the routes every analysis answers (list, create,
 * read, patch, delete), at the paths of its contracts descriptor (`ANALYSIS_KINDS`) and with the
 * bodies of its schemas (`ANALYSIS_KIND_SCHEMAS`). A kind adds its own routes in a subclass:
 * `@Controller('api') @UseGuards(TokenAuthGuard) export class AmbientalController extends analysisController('ambiental', AmbientaisService, FactorsService) { … }`,
 * its parts' routes added by `addPartRoutes(AmbientalController, 'parts', […])`. `chart`: the path
 * of the route (GET, one `:param`, the analysis's id) that answers its service's `chart`, for a
 * kind whose chart is one analysis's (handler `chart`).
 */
export function analysisController<K extends AnalysisKind, S extends KindService<K>, P>(kind: K, service: Type<S>, partsService: Type<P>, { chart }: { chart?: string } = {}) {
  const { routes } = ANALYSIS_KINDS[kind];
  const schemas = ANALYSIS_KIND_SCHEMAS[kind];
  const CompanyId = () => ZodParam(routeParam(routes.list), idSchema);
  const Id = () => ZodParam(routeParam(routes.one), idSchema);
  const history = historyRoutes(routes);
  const RevisionNumber = () => ZodParam('revision', revisionParamSchema);
  // ZodBody's compile-time check of the parameter's type cannot resolve a schema generic in K.
  const BodyOf = (schema: z.ZodType) => Body(new ZodValidationPipe(schema));

  @Controller('api')
  @UseGuards(TokenAuthGuard)
  class AnalysisController {
    constructor(
      @Inject(service) protected readonly analyses: S,
      /** Its parts' service, which its part routes (part-routes.ts) call. */
      @Inject(partsService) readonly parts: P,
    ) {}

    @Get(routes.list)
    list(@CurrentUser() user: AuthUser, @CompanyId() companyId: number) {
      return this.analyses.list(user, companyId);
    }

    @Post(routes.list)
    create(@CurrentUser() user: AuthUser, @CompanyId() companyId: number, @BodyOf(schemas.create) body: Dto<Schemas<K>['create']>) {
      return this.analyses.create(user, companyId, body);
    }

    @Get(routes.one)
    get(@CurrentUser() user: AuthUser, @Id() id: number) {
      return this.analyses.get(user, id);
    }

    @Patch(routes.patch)
    update(
      @CurrentUser() user: AuthUser,
      @ZodParam(routeParam(routes.patch), idSchema) id: number,
      @BodyOf(schemas.patch) body: Dto<Schemas<K>['patch']>,
      @IfMatch() ifMatch: ExpectedVersion,
    ) {
      return this.analyses.update(user, id, body, ifMatch);
    }

    @Delete(routes.one)
    delete(@CurrentUser() user: AuthUser, @Id() id: number, @IfMatch() ifMatch: ExpectedVersion) {
      return this.analyses.delete(user, id, ifMatch);
    }

    @Get(history.list)
    history(@CurrentUser() user: AuthUser, @Id() id: number, @ZodQuery(historyQuerySchema) query: HistoryQuery) {
      return this.analyses.history(user, id, query);
    }

    @Get(history.one)
    revision(@CurrentUser() user: AuthUser, @Id() id: number, @RevisionNumber() revision: number) {
      return this.analyses.past(user, id, revision, async (manager, analysis) => ({
        chart: await this.chartThen(manager, analysis),
        lookups: await this.lookupsThen(manager, analysis),
      }));
    }

    @Post(history.restore)
    restore(@CurrentUser() user: AuthUser, @Id() id: number, @RevisionNumber() revision: number) {
      return this.analyses.restore(user, id, revision);
    }

    /** The analysis's chart, a route when `chart` names its path (below). */
    chart(user: AuthUser, id: number): Promise<unknown> {
      if (!this.analyses.chart) throw new Error(`${kind}: its service has no chart`);
      return this.analyses.chart(user, id);
    }

    /**
     * The analysis's chart as its chart route answers it, read through `manager` (inside the
     * rebuilt past): its service's `chartIn`, unless the kind's controller says otherwise.
     */
    protected chartThen(manager: EntityManager, analysis: AnalysisEntity): Promise<unknown> {
      if (!this.analyses.chartIn) throw new Error(`${kind}: neither chartThen nor its service's chartIn is defined`);
      return this.analyses.chartIn(manager, analysis.id);
    }

    /**
     * What the kind's chart view looks up beside the chart (names, colours), read through
     * `manager` inside the rebuilt past, so a past chart reads as it did; nothing by default.
     */
    protected lookupsThen(_manager: EntityManager, _analysis: AnalysisEntity): Promise<object> {
      return Promise.resolve({});
    }
  }
  if (chart) {
    const prototype = AnalysisController.prototype;
    CurrentUser()(prototype, 'chart', 0);
    ZodParam(routeParam(chart), idSchema)(prototype as never, 'chart' as never, 1 as never);
    Get(chart)(prototype, 'chart', Object.getOwnPropertyDescriptor(prototype, 'chart')!);
  }
  return AnalysisController;
}
