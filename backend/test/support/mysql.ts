import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';

export const TEST_MYSQL_URL = process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306/test';

export async function mysqlReachable(url = TEST_MYSQL_URL): Promise<boolean> {
  try {
    const connection = await mysql.createConnection({ uri: url, connectTimeout: 3000 });
    await connection.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * A database of its own for this run (test_<random>), so parallel runs never collide. Each
 * step opens its own connection: one kept open would not survive a server restart (npm run fault).
 */
export async function createTestDatabase(): Promise<{ url: URL; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const asAdmin = async (sql: string) => {
    const admin = await mysql.createConnection({ uri: TEST_MYSQL_URL });
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await asAdmin(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(TEST_MYSQL_URL);
  url.pathname = `/${name}`;
  return { url, drop: () => asAdmin(`DROP DATABASE IF EXISTS \`${name}\``) };
}
