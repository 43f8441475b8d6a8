import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A TCP relay between the API and one of its servers (PostgreSQL, Redis) that a test can cut and
 * restore. Cutting destroys every open connection and refuses new ones, which is what a restart of
 * that server looks like from the API, without touching the server that CI shares with other
 * steps. Restoring listens on the same port again, so the API's URL never changes.
 */
export interface TcpFaultProxy {
  /** host:port the API should connect to instead of the real server. */
  readonly address: string;
  readonly port: number;
  /** Drops every relayed connection and stops accepting until restore(). */
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpFaultProxy(target: { host: string; port: number }, port = 0): Promise<TcpFaultProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;

  const relay = (client: Socket) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      // A reset on either side ends both; the error itself is what the test provokes.
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  };

  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      const next = createServer(relay);
      next.once('error', reject);
      next.listen(onPort, '127.0.0.1', () => {
        server = next;
        resolve((next.address() as { port: number }).port);
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (current) current.close(() => resolve());
      else resolve();
    });

  const boundPort = await listen(port);
  return {
    address: `127.0.0.1:${boundPort}`,
    port: boundPort,
    cut: stopListening,
    async restore() {
      if (!server) await listen(boundPort);
    },
    close: stopListening,
  };
}
