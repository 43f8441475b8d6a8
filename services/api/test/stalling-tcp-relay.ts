import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP relay that can stop answering without closing anything: a server that hangs (a stopped
 * process, a lost route) rather than one that restarts, which tcp-fault-proxy.ts shows. While
 * stalled, what the server sends is held back, so every request waits for an answer that does not
 * come; `resume` lets it through again.
 */
export interface StallingTcpRelay {
  readonly address: string;
  stall(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startStallingTcpRelay(target: { host: string; port: number }): Promise<StallingTcpRelay> {
  const sockets = new Set<Socket>();
  let stalled = false;
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    // Answers stalled are dropped, not delayed: a client that gave up on them has moved on.
    upstream.on('data', (chunk: Buffer) => {
      if (!stalled) client.write(chunk);
    });
    upstream.once('end', () => client.end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as { port: number };
  return {
    address: `127.0.0.1:${port}`,
    stall: () => {
      stalled = true;
    },
    resume: () => {
      stalled = false;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
