// The relay behind test/tcp-fault-proxy.ts, run as a process of its own: a test's Jest worker can
// pause for a second or more collecting garbage, and a relay inside it would stall every byte the
// API sends its PostgreSQL or Redis for that long, a fault the test never asked for.
//
// Usage (spawned with an IPC channel): node tcp-fault-relay.mjs <target host> <target port>
// Sends {listening: port} once listening; answers each {id, command} with {id}, the command one of
// 'cut' | 'restore' (a server that restarts) or 'stall' | 'resume' (one that hangs).
import { connect, createServer } from 'node:net';

const [targetHost, targetPort] = process.argv.slice(2);
const sockets = new Set();
let server;
/** While stalled, what the server sends is dropped, not delayed: a client that gave up on it has moved on. */
let stalled = false;

function relay(client) {
  const upstream = connect(Number(targetPort), targetHost);
  for (const socket of [client, upstream]) {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    // A reset on either side ends both; the error itself is what the test provokes.
    socket.on('error', () => {
      client.destroy();
      upstream.destroy();
    });
  }
  client.pipe(upstream);
  upstream.on('data', (chunk) => {
    if (!stalled && !client.write(chunk)) upstream.pause();
  });
  client.on('drain', () => upstream.resume());
  upstream.once('end', () => client.end());
}

function listen(port) {
  return new Promise((resolve, reject) => {
    const next = createServer(relay);
    next.once('error', reject);
    next.listen(port, '127.0.0.1', () => {
      server = next;
      resolve(next.address().port);
    });
  });
}

/** Drops every relayed connection and stops accepting new ones. */
function stopListening() {
  return new Promise((resolve) => {
    const current = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (current) current.close(() => resolve());
    else resolve();
  });
}

const boundPort = await listen(0);
process.on('message', async ({ id, command }) => {
  if (command === 'cut') await stopListening();
  if (command === 'restore' && !server) await listen(boundPort);
  if (command === 'stall' || command === 'resume') stalled = command === 'stall';
  process.send({ id });
});
// The test's end (or its worker's death) closes the channel: nothing is left listening.
process.on('disconnect', () => process.exit(0));
process.send({ listening: boundPort });
