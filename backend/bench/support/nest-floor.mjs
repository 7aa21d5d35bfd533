// node nest-floor.mjs <port>: NestJS on Fastify with one route answering the health check's
// JSON, nothing else (no hooks, guards, database or logging): what the framework alone costs,
// so the API benchmark shows how much of the product's time is the framework's floor.
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';

class HealthController {
  health() {
    return { success: true, data: { status: 'ok' }, message: '' };
  }
}
// The decorators, applied as TypeScript would compile them.
Controller('api')(HealthController);
Get('health')(HealthController.prototype, 'health', Object.getOwnPropertyDescriptor(HealthController.prototype, 'health'));
class FloorModule {}
Module({ controllers: [HealthController] })(FloorModule);

const port = Number(process.argv[2]);
const app = await NestFactory.create(FloorModule, new FastifyAdapter(), { logger: false });
await app.listen(port, '127.0.0.1');
console.log(JSON.stringify({ msg: `nest floor listening on ${port}` }));
