import { Controller, Delete, Get, HttpStatus, Module, type OnModuleInit, Patch, Post, Put, UseGuards } from '@nestjs/common';
import { InjectDataSource, TypeOrmModule } from '@nestjs/typeorm';
import {
  type AnalysisPatchInput,
  analysisPatchSchema,
  currentMonth,
  fixedPointSchema,
  idSchema,
  MESSAGES,
  monthSchema,
  moneySchema,
  type NewAnalysisInput,
  newAnalysisSchema,
} from 'contracts';
import { Column, DataSource, Entity, JoinColumn, ManyToOne, type MigrationInterface, PrimaryGeneratedColumn, type QueryRunner, Table, Unique } from 'typeorm';
import { z } from 'zod';
import { AnalysesModule } from '../../src/analyses/analyses.module.js';
import { AnalysisAccessService } from '../../src/analyses/analysis-access.service.js';
import { AnalysisEntity, analysisView, newAnalysisFields, patchAnalysis, touchAnalysis } from '../../src/analyses/analysis.entity.js';
import { FixedPointColumn, MoneyColumn, MonthColumn, monthlySums, upsertMonth } from '../../src/analyses/monthly-values.js';
import type { AuthUser } from '../../src/auth/auth-user.js';
import { AuthModule } from '../../src/auth/auth.module.js';
import { CurrentUser } from '../../src/auth/current-user.decorator.js';
import { TokenAuthGuard } from '../../src/auth/token-auth.guard.js';
import { ApiError } from '../../src/common/http/api-error.js';
import { ZodBody, ZodParam } from '../../src/common/validation/zod-validation.pipe.js';
import { transaction } from '../../src/database/transaction.js';

/**
 * A concrete analysis mounted only in tests, built the way the four real ones are (backend
 * README "Analyses"): an entity on `AnalysisEntity`, items with monthly values, a module
 * importing `AnalysesModule`, every call through `AnalysisAccessService` in `transaction()`.
 * It counts against the MCP demo limit (3).
 */
@Entity('probe_analyses')
export class ProbeAnalysis extends AnalysisEntity {}

@Entity('probe_items')
export class ProbeItem {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ name: 'analysis_id', type: 'int' })
  analysisId!: number;

  @ManyToOne(() => ProbeAnalysis, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'analysis_id' })
  analysis?: ProbeAnalysis;

  /** A second grouping axis (a category, say), summed through a join. */
  @Column({ name: 'group_no', type: 'int' })
  groupNo!: number;
}

@Entity('probe_item_months')
@Unique('UQ_probe_item_months_owner_month', ['itemId', 'month'])
export class ProbeItemMonth {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ name: 'item_id', type: 'int' })
  itemId!: number;

  @ManyToOne(() => ProbeItem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: ProbeItem;

  @MonthColumn()
  month!: string;

  @MoneyColumn('total')
  total!: number;

  @FixedPointColumn('amount', 3)
  amount!: number;
}

/** The probe's tables, written out as a real analysis's migration writes them (frozen, no helper from src). */
export class CreateProbeAnalyses implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'probe_analyses',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'company_id', type: 'int' },
          { name: 'name', type: 'varchar', length: '150' },
          { name: 'description', type: 'text' },
          { name: 'created_at', type: 'datetime' },
          { name: 'updated_at', type: 'datetime' },
          // AnalysisEntity's chart-cache counter (AddDataVersions).
          { name: 'data_version', type: 'int', default: 0 },
          // AnalysisEntity's row version (AddRowVersions).
          { name: 'version', type: 'int', default: 1 },
          { name: 'updated_by', type: 'int', isNullable: true },
        ],
        foreignKeys: [{ columnNames: ['company_id'], referencedTableName: 'companies', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
        indices: [{ columnNames: ['company_id'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'probe_items',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'analysis_id', type: 'int' },
          { name: 'group_no', type: 'int' },
        ],
        foreignKeys: [{ columnNames: ['analysis_id'], referencedTableName: 'probe_analyses', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'probe_item_months',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'item_id', type: 'int' },
          { name: 'month', type: 'date' },
          { name: 'total', type: 'bigint', default: 0 },
          { name: 'amount', type: 'bigint', default: 0 },
        ],
        foreignKeys: [{ columnNames: ['item_id'], referencedTableName: 'probe_items', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
        uniques: [{ name: 'UQ_probe_item_months_owner_month', columnNames: ['item_id', 'month'] }],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('probe_item_months');
    await queryRunner.dropTable('probe_items');
    await queryRunner.dropTable('probe_analyses');
  }
}

const newItemSchema = z.object({ groupNo: z.number().int().min(0).max(100) });
const itemMonthSchema = z.object({
  date: monthSchema.optional(),
  total: moneySchema.optional(),
  amount: fixedPointSchema(3, { min: 0, max: 1e12 }, MESSAGES.invalidInput).optional(),
});

@Controller('api/_probe')
@UseGuards(TokenAuthGuard)
class AnalysisProbeController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: AnalysisAccessService,
  ) {}

  @Get('company/:companyId/analyses')
  list(@CurrentUser() user: AuthUser, @ZodParam('companyId', idSchema) companyId: number) {
    return transaction(this.dataSource, async (manager) => {
      await this.access.company(manager, user, companyId, 'read');
      const rows = await manager.find(ProbeAnalysis, { where: { companyId }, order: { id: 'ASC' } });
      return rows.map(analysisView);
    });
  }

  @Post('company/:companyId/analyses')
  create(@CurrentUser() user: AuthUser, @ZodParam('companyId', idSchema) companyId: number, @ZodBody(newAnalysisSchema) body: NewAnalysisInput) {
    return transaction(this.dataSource, async (manager) => {
      await this.access.creating(manager, user, companyId, 'mcp', ProbeAnalysis);
      return analysisView(await manager.save(manager.create(ProbeAnalysis, newAnalysisFields(companyId, user.id, body))));
    });
  }

  @Get('analyses/:id')
  get(@CurrentUser() user: AuthUser, @ZodParam('id', idSchema) id: number) {
    return transaction(this.dataSource, async (manager) => {
      const { analysis } = await this.access.analysis(manager, user, ProbeAnalysis, id, 'read');
      return analysisView(analysis);
    });
  }

  @Patch('analyses/:id')
  patch(@CurrentUser() user: AuthUser, @ZodParam('id', idSchema) id: number, @ZodBody(analysisPatchSchema) body: AnalysisPatchInput) {
    return transaction(this.dataSource, async (manager) => {
      const { analysis } = await this.access.analysis(manager, user, ProbeAnalysis, id, 'write');
      patchAnalysis(analysis, body);
      return analysisView(await manager.save(analysis));
    });
  }

  @Delete('analyses/:id')
  delete(@CurrentUser() user: AuthUser, @ZodParam('id', idSchema) id: number) {
    return transaction(this.dataSource, async (manager) => {
      await this.access.analysis(manager, user, ProbeAnalysis, id, 'write');
      await manager.delete(ProbeAnalysis, { id });
      return { id };
    });
  }

  @Post('analyses/:id/items')
  addItem(@CurrentUser() user: AuthUser, @ZodParam('id', idSchema) id: number, @ZodBody(newItemSchema) body: z.output<typeof newItemSchema>) {
    return transaction(this.dataSource, async (manager) => {
      await this.access.analysis(manager, user, ProbeAnalysis, id, 'write');
      const item = await manager.save(manager.create(ProbeItem, { analysisId: id, groupNo: body.groupNo }));
      await touchAnalysis(manager, ProbeAnalysis, id);
      return { id: item.id, groupNo: item.groupNo };
    });
  }

  /** Like the MCP's update_control: the month (this month by default) is upserted. */
  @Put('items/:id/month')
  putMonth(@CurrentUser() user: AuthUser, @ZodParam('id', idSchema) id: number, @ZodBody(itemMonthSchema) body: z.output<typeof itemMonthSchema>) {
    return transaction(this.dataSource, async (manager) => {
      const item = await manager.findOne(ProbeItem, { where: { id } });
      if (!item) throw ApiError.general(HttpStatus.NOT_FOUND, MESSAGES.apiNotFound);
      await this.access.analysis(manager, user, ProbeAnalysis, item.analysisId, 'write');
      const month = body.date ?? currentMonth();
      await upsertMonth(manager, ProbeItemMonth, 'itemId', { itemId: id, month, total: body.total, amount: body.amount });
      await touchAnalysis(manager, ProbeAnalysis, item.analysisId);
      const row = await manager.findOneOrFail(ProbeItemMonth, { where: { itemId: id, month } });
      return { month: row.month, total: row.total, amount: row.amount };
    });
  }

  /** Monthly sums per item and per joined group, done in SQL. */
  @Get('analyses/:id/sums')
  sums(@CurrentUser() user: AuthUser, @ZodParam('id', idSchema) id: number) {
    return transaction(this.dataSource, async (manager) => {
      await this.access.analysis(manager, user, ProbeAnalysis, id, 'read');
      const rows = () =>
        manager
          .createQueryBuilder(ProbeItemMonth, 'value')
          .innerJoin(ProbeItem, 'item', 'item.id = value.itemId')
          .where('item.analysisId = :id', { id });
      const sums = { total: 'value.total', amount: 'value.amount' };
      const byItem = await monthlySums(rows(), { group: 'value.itemId', month: 'value.month', sums });
      const byGroup = await monthlySums(rows(), { group: 'item.groupNo', month: 'value.month', sums });
      const months = (groups: typeof byItem) =>
        Object.fromEntries([...groups].map(([key, rows]) => [key, rows.map(({ month, values }) => ({ month, values }))]));
      return { items: months(byItem), groups: months(byGroup) };
    });
  }
}

@Module({
  imports: [TypeOrmModule.forFeature([ProbeAnalysis, ProbeItem, ProbeItemMonth]), AnalysesModule, AuthModule],
  controllers: [AnalysisProbeController],
})
export class AnalysisProbeModule implements OnModuleInit {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The tables exist only in the test database: made at start, with the analyses' own helpers. */
  async onModuleInit(): Promise<void> {
    await transaction(this.dataSource, async (manager) => {
      const runner = manager.queryRunner!;
      if (!(await runner.hasTable('probe_analyses'))) await new CreateProbeAnalyses().up(runner);
    });
  }
}
