// The floor and ceiling bench:request measures the shop against, each run in its own process as
// the shop is: `node tools/bench/bare-servers.mjs node <port>` is node:http answering every request
// with a fixed JSON body; `… nest <port>` is a NestJS + Express app with one route,
// GET /api/health/live answering the shop's liveness body, and nothing else (no middleware, guard,
// interceptor or logger). Plain JavaScript: the decorators are applied as the compiler would.
import 'reflect-metadata';
import { createServer } from 'node:http';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

const [kind, portArgument] = process.argv.slice(2);
const port = Number(portArgument);
const BODY = JSON.stringify({ status: 'ok' });

async function bareNode() {
  const server = createServer((_request, response) => {
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Content-Length', Buffer.byteLength(BODY));
    response.end(BODY);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
}

async function bareNest() {
  class LiveController {
    live() {
      return { status: 'ok' };
    }
  }
  Controller('health')(LiveController);
  Get('live')(LiveController.prototype, 'live', Object.getOwnPropertyDescriptor(LiveController.prototype, 'live'));
  class BareModule {}
  Module({ controllers: [LiveController] })(BareModule);
  const app = await NestFactory.create(BareModule, { logger: false });
  app.setGlobalPrefix('api');
  await app.listen(port, '127.0.0.1');
}

if (kind === 'node') await bareNode();
else if (kind === 'nest') await bareNest();
else throw new Error(`Unknown bare server "${kind}": node or nest`);
// Exits by itself on SIGTERM, so `node --cpu-prof` writes its profile.
process.once('SIGTERM', () => process.exit(0));
// And when the benchmark that started it goes away without stopping it (killed, timed out): its
// end of the standard input closes, and no bare server is left holding its port.
process.stdin.once('end', () => process.exit(0)).resume();
// The parent reads this line to know the server listens.
console.log('listening');
