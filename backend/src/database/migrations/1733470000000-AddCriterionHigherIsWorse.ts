import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * A Multifatorial criterion may be "quanto maior, pior" (competition intensity, entry barriers):
 * its grades count inverted in the scores. Existing criteria keep counting as graded (false).
 */
export class AddCriterionHigherIsWorse1733470000000 implements MigrationInterface {
  name = 'AddCriterionHigherIsWorse1733470000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('multifatorial_criteria', new TableColumn({ name: 'higher_is_worse', type: 'boolean', default: false }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('multifatorial_criteria', 'higher_is_worse');
  }
}
