import type { LoggerService } from '@nestjs/common';
import { type Logger, pino } from 'pino';
import type { LogLevel } from '../../config/config.js';

/** One JSON line per event on stdout, for the whole process (Nest's own messages included). */
export function createRootLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: 'backend' }, timestamp: pino.stdTimeFunctions.isoTime });
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
