// Loaded into the built API with `node --import` by benchmarks that report what a request costs in
// the database: wraps the `pg` driver that TypeORM, the session store and everything else share,
// and counts, per statement text, the round trips (each `client.query` waits for its answer
// before the next is sent on that connection), the statements they carried (a simple query may
// hold several, separated by semicolons), how long each took from sending to its answer, and how
// long callers waited for a pooled connection. The benchmark reads and resets the counters over
// the IPC channel `startBuiltApi({ stdio: [..., 'ipc'] })` opens; nothing is counted otherwise.
import pg from 'pg';

const byText = new Map();
let poolWaits = { count: 0, ms: 0 };

/** Parameters differ, the text does not: one entry per statement as written, whitespace folded. */
const folded = new Map();
function normalise(text) {
  let key = folded.get(text);
  if (key === undefined) {
    key = text.replace(/\s+/g, ' ').trim();
    if (folded.size < 10_000) folded.set(text, key);
  }
  return key;
}

/** Statements in a text sent as one simple query: semicolons outside quotes, roughly. */
function statementsIn(text) {
  const parts = text.replace(/'(?:[^']|'')*'/g, "''").split(';');
  return Math.max(1, parts.filter((part) => part.trim() !== '').length);
}

function record(text, values, startedAt) {
  const key = normalise(text);
  const entry = byText.get(key) ?? { roundTrips: 0, statements: 0, ms: 0 };
  entry.roundTrips += 1;
  entry.statements += values && values.length > 0 ? 1 : statementsIn(key);
  entry.ms += performance.now() - startedAt;
  byText.set(key, entry);
}

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(config, values, callback) {
  const text = typeof config === 'string' ? config : config?.text;
  if (typeof text !== 'string') return query.call(this, config, values, callback);
  const parameters = Array.isArray(values) ? values : config?.values;
  const startedAt = performance.now();
  const done = () => record(text, parameters, startedAt);
  const last = typeof callback === 'function' ? 'callback' : typeof values === 'function' ? 'values' : undefined;
  if (last === 'callback') {
    return query.call(this, config, values, (...results) => (done(), callback(...results)));
  }
  if (last === 'values') return query.call(this, config, (...results) => (done(), values(...results)));
  const result = query.call(this, config, values);
  if (result && typeof result.then === 'function') result.then(done, done);
  return result;
};

const connect = pg.Pool.prototype.connect;
pg.Pool.prototype.connect = function countedConnect(callback) {
  const startedAt = performance.now();
  const waited = () => {
    poolWaits.count += 1;
    poolWaits.ms += performance.now() - startedAt;
  };
  if (typeof callback === 'function') {
    return connect.call(this, (...results) => (waited(), callback(...results)));
  }
  const result = connect.call(this);
  result.then(waited, waited);
  return result;
};

if (process.send) {
  process.on('message', (message) => {
    if (message?.type === 'statements:reset') {
      byText.clear();
      poolWaits = { count: 0, ms: 0 };
      process.send({ type: 'statements:reset:done' });
    } else if (message?.type === 'statements:read') {
      process.send({ type: 'statements', byText: [...byText], poolWaits });
    }
  });
  // The channel must not keep a server that was told to stop alive.
  process.channel?.unref();
}
