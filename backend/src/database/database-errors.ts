import { CannotExecuteNotConnectedError, ConnectionIsNotSetError, QueryFailedError } from 'typeorm';

/** Driver error codes that mean "the database cannot be reached right now", not "this query is wrong". */
const UNAVAILABLE_CODES = new Set([
  // sockets (mysql2 passes the Node error through)
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // mysql2 / MySQL server
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_CONNECTION_KILLED',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_LOCK_DEADLOCK',
  // better-sqlite3
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
  'SQLITE_FULL',
]);

/** Messages the drivers use, without a code, for a pool or connection that is already closed. */
const UNAVAILABLE_MESSAGES = [
  /pool is closed/i, // mysql2
  /connection is in closed state/i, // mysql2
  /connection lost/i, // mysql2
  /database connection is not open/i, // better-sqlite3, after close (shutdown)
];

function isUnavailable(error: unknown, depth: number): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  if (error instanceof CannotExecuteNotConnectedError || error instanceof ConnectionIsNotSetError) return true;
  const { code, fatal, message } = error as { code?: unknown; fatal?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('SQLITE_IOERR'))) return true;
  // mysql2 marks errors that killed the connection as fatal.
  if (fatal === true) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message))) return true;
  const inner = error instanceof QueryFailedError ? error.driverError : (error as { cause?: unknown }).cause;
  return isUnavailable(inner, depth + 1);
}

/** True when an error comes from the database being down or unreachable (answered 503, not 500). */
export function isDatabaseUnavailableError(error: unknown): boolean {
  return isUnavailable(error, 0);
}

/** True when an insert or update broke a unique index (two writers raced for the same value). */
export function isUniqueViolation(error: unknown): boolean {
  const inner = error instanceof QueryFailedError ? error.driverError : error;
  const code = (inner as { code?: unknown } | null)?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
