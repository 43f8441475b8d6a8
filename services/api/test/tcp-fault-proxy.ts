import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { apiRoot } from '../src/config/paths.js';

/**
 * A TCP relay between the API and one of its servers (PostgreSQL, Redis) that a test can cut and
 * restore, or stall and resume, without touching the server that CI shares with other steps.
 * Cutting destroys every open connection and refuses new ones, which is what a restart of that
 * server looks like from the API; restoring listens on the same port again, so the API's URL never
 * changes. Stalling closes nothing but drops what the server sends, so every request waits for an
 * answer that does not come: a server that hangs (a stopped process, a lost route). The relay runs
 * in a process of its own (tcp-fault-relay.mjs), so a pause of the test's own process never holds
 * up the traffic it relays.
 */
export interface TcpFaultProxy {
  /** host:port the API should connect to instead of the real server. */
  readonly address: string;
  readonly port: number;
  /** Drops every relayed connection and stops accepting until restore(). */
  cut(): Promise<void>;
  restore(): Promise<void>;
  /** Lets connections and requests through but drops every answer until resume(). */
  stall(): Promise<void>;
  resume(): Promise<void>;
  close(): Promise<void>;
}

type RelayMessage = { listening: number } | { id: number };

export async function startTcpFaultProxy(target: { host: string; port: number }): Promise<TcpFaultProxy> {
  const child: ChildProcess = fork(join(apiRoot, 'test/tcp-fault-relay.mjs'), [target.host, String(target.port)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    void exited.then(() => reject(new Error('The TCP fault relay exited before it listened')));
    child.once('message', (message: RelayMessage) => {
      if ('listening' in message) resolve(message.listening);
    });
  });

  let nextId = 0;
  const command = (name: 'cut' | 'restore' | 'stall' | 'resume') =>
    new Promise<void>((resolve, reject) => {
      const id = (nextId += 1);
      const answered = (message: RelayMessage) => {
        if ('id' in message && message.id === id) {
          child.off('message', answered);
          resolve();
        }
      };
      child.on('message', answered);
      void exited.then(() => reject(new Error(`The TCP fault relay had exited before ${name}`)));
      child.send({ id, command: name }, (error) => error && reject(error));
    });

  return {
    address: `127.0.0.1:${port}`,
    port,
    cut: () => command('cut'),
    restore: () => command('restore'),
    stall: () => command('stall'),
    resume: () => command('resume'),
    async close() {
      if (child.connected) child.disconnect();
      await exited;
    },
  };
}
