import type { DataSource } from 'typeorm';

/**
 * A secret generated once per installation by a migration and kept in `app_meta` (hex), so
 * every backend instance on the database shares it and it survives restarts. Read once and
 * cached; a failed read (database outage) is not cached.
 */
export class InstallationSecret {
  private value?: Promise<Buffer>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly name: string,
  ) {}

  get(): Promise<Buffer> {
    this.value ??= this.dataSource
      .createQueryBuilder()
      .select('m.value', 'value')
      .from('app_meta', 'm')
      .where('m.name = :name', { name: this.name })
      .getRawOne<{ value: string }>()
      .then((row) => {
        if (!row?.value) throw new Error(`app_meta.${this.name} is missing`);
        return Buffer.from(row.value, 'hex');
      })
      .catch((error: unknown) => {
        this.value = undefined;
        throw error;
      });
    return this.value;
  }
}
