import type { LoggerService } from '@nestjs/common';
import { type Logger, pino } from 'pino';
import type { LogLevel } from '../../config/config.js';

/**
 * One JSON line per event on stdout, for the whole process (Nest's own messages included).
 * Written asynchronously (SonicBoom, `sync: false`): under load the lines of many requests
 * go out in one write instead of one blocking write each; pino flushes what is left
 * synchronously when the process exits (its `exit` handler), so a stop or a crash loses no line.
 */
export function createRootLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: 'backend' }, timestamp: pino.stdTimeFunctions.isoTime }, pino.destination({ sync: false }));
}

/** Nest's logger interface over pino, so framework and application logs share one format. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, stackOrContext?: string, context?: string): void {
    // Nest passes (message, stack, context) or (message, context).
    const [stack, ctx] = context === undefined ? [undefined, stackOrContext] : [stackOrContext, context];
    this.logger.error({ context: ctx, stack }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
  fatal(message: unknown, context?: string): void {
    this.logger.fatal({ context }, String(message));
  }
}
