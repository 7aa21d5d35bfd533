import { randomBytes } from 'node:crypto';
import type { QueryRunner } from 'typeorm';

/** Writes a new random installation secret (32 bytes, hex) into `app_meta` (read by InstallationSecret). */
export async function createInstallationSecret(queryRunner: QueryRunner, name: string): Promise<void> {
  await queryRunner.manager
    .createQueryBuilder()
    .insert()
    .into('app_meta', ['name', 'value'])
    .values({ name, value: randomBytes(32).toString('hex') })
    .execute();
}

export async function dropInstallationSecret(queryRunner: QueryRunner, name: string): Promise<void> {
  await queryRunner.manager.createQueryBuilder().delete().from('app_meta').where('name = :name', { name }).execute();
}
