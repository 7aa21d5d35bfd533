import { type BeforeApplicationShutdown, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { InstanceState } from 'contracts';

/**
 * The instance's state for readiness and drain: `ready` once every module is initialised
 * (migrations run, Redis connected), `draining` as soon as the application starts closing,
 * before the HTTP server stops (Nest calls beforeApplicationShutdown before it disposes of
 * the server, and the pools close after that).
 */
@Injectable()
export class Lifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  state: InstanceState = 'starting';

  onApplicationBootstrap(): void {
    this.state = 'ready';
  }

  beforeApplicationShutdown(): void {
    this.state = 'draining';
  }
}
