// npm run bench:chat — throughput and latency of POST /api/chat (answer engine, conversation
// lookup, both messages stored in one transaction) against GET /api/products (the baseline, same
// server, same run), first on the embedded PGlite database, then on PostgreSQL (a fresh database on
// BENCH_POSTGRES_URL's server, seeded on start, dropped afterwards). Two chat rounds: every message
// a new conversation (no sessionId), then each connection continuing a conversation. The chat rate
// limits are lifted for the run. Counts every answer that is not 200 or not a well-formed answer.
// Prints figures; asserts nothing about speed.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { postgresAdmin, startBuiltApi } from './built-api.mjs';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.BENCH_PORT ?? 3220);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const base = `http://127.0.0.1:${port}`;
// The limits' largest accepted count is 6 digits ('999999/1m'), far above what one machine sends.
const lifted = '999999/1m';

/** What shoppers ask, rotating through the requests. */
const QUESTIONS = [
  'How much is the sesame oil?', // price, English name
  'What is the price of til ka tel?', // price, Indian name
  'how much is haldi?', // price, Indian name
  'price of corriander powder', // typo
  'How much is the cocunut oil?', // typo
  'do you deliver to 30041?', // ZIP check
  'How much is shipping?',
  'What is your return policy?',
  'What plans do you have?',
  'How do I skip a box?',
  'Hi there', // greeting
  'is the jeera in stock?', // stock, Indian name
  'What are your hours?',
  'Do you sell motorcycle parts?', // a question the bot cannot answer
  'How much is the mustard oil and do you deliver to 30028?', // two questions in one
];

const SESSION_ID = /^[A-Za-z0-9_-]{32}$/;
const chatHeaders = { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' };

/** The built API; without databaseUrl on the embedded database (whatever DATABASE_URL says). */
function startServer(databaseUrl) {
  return startBuiltApi({
    port,
    env: {
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-bench-')),
      RATE_LIMIT_CHAT_PER_ADDRESS: lifted,
      RATE_LIMIT_CHAT_PER_SESSION: lifted,
      DATABASE_URL: databaseUrl,
      SEED_ON_START: databaseUrl ? 'true' : undefined,
    },
  });
}

function getProducts(seconds = duration) {
  return autocannon({ url: `${base}/api/products`, connections, duration: seconds });
}

/** Every message starts a new conversation; questions rotate across all connections. */
async function chatNewConversations(seconds = duration) {
  let next = 0;
  let malformed = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/chat',
        headers: chatHeaders,
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ message: QUESTIONS[next++ % QUESTIONS.length] }),
        }),
        onResponse: (status, body) => {
          if (status === 200 && !wellFormed(body)) malformed += 1;
        },
      },
    ],
  });
  return { ...result, malformed, notContinued: 0, conversations: result.requests.total };
}

/**
 * Each connection holds a conversation of QUESTIONS.length messages (each question once, starting
 * at a different question per conversation), sending back the sessionId the first answer gave, then
 * starts a new one. autocannon clears a connection's context when its request sequence starts over,
 * so the sequence is one conversation long.
 */
async function chatContinuedConversations(seconds = duration) {
  let nextStart = 0;
  let malformed = 0;
  let notContinued = 0;
  let conversations = 0;
  const step = (index) => ({
    method: 'POST',
    path: '/api/chat',
    headers: chatHeaders,
    setupRequest: (request, context) => {
      if (index === 0) {
        context.start = nextStart++;
        conversations += 1;
      }
      const message = QUESTIONS[(context.start + index) % QUESTIONS.length];
      const body = context.sessionId ? { message, sessionId: context.sessionId } : { message };
      return { ...request, body: JSON.stringify(body) };
    },
    onResponse: (status, body, context) => {
      if (status !== 200) return;
      const answer = wellFormed(body);
      if (!answer) {
        malformed += 1;
        return;
      }
      if (context.sessionId && answer.sessionId !== context.sessionId) notContinued += 1;
      context.sessionId ??= answer.sessionId;
    },
  });
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: QUESTIONS.map((_, index) => step(index)),
  });
  return { ...result, malformed, notContinued, conversations };
}

function wellFormed(body) {
  try {
    const answer = JSON.parse(body);
    return typeof answer.response === 'string' && answer.response.length > 0 && SESSION_ID.test(answer.sessionId)
      ? answer
      : null;
  } catch {
    return null;
  }
}

/** One connection, each question asked `times` times in a new conversation: the median per question. */
async function perQuestion(times = 20) {
  const rows = [];
  for (const message of QUESTIONS) {
    const timings = [];
    for (let attempt = 0; attempt < times; attempt += 1) {
      const begin = performance.now();
      const response = await fetch(`${base}/api/chat`, {
        method: 'POST',
        headers: chatHeaders,
        body: JSON.stringify({ message }),
      });
      await response.arrayBuffer();
      timings.push(performance.now() - begin);
      if (response.status !== 200) throw new Error(`"${message}" answered ${response.status}`);
    }
    timings.sort((a, b) => a - b);
    rows.push({ message, median: timings[Math.floor(times / 2)] });
  }
  return rows;
}

const statuses = (result) =>
  Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${count} × ${code}`)
    .join(', ');

function report(databaseName, products, fresh, continued, questions) {
  const rows = [
    ['GET /api/products (baseline)', products],
    ['POST /api/chat, new conversation', fresh],
    [`POST /api/chat, ${QUESTIONS.length}-message conversations`, continued],
  ];
  console.log(`\n${databaseName}: autocannon, ${connections} connections, ${duration} s per route`);
  console.log(
    `${'route'.padEnd(42)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'non-2xx'.padStart(8)} ${'errors'.padStart(7)}  requests`,
  );
  for (const [name, result] of rows) {
    console.log(
      `${name.padEnd(42)} ${result.requests.average.toFixed(0).padStart(7)} ${`${result.latency.p50} ms`.padStart(7)} ${`${result.latency.p99} ms`.padStart(7)} ${String(result.non2xx).padStart(8)} ${String(result.errors + result.timeouts).padStart(7)}  ${result.requests.total}`,
    );
  }
  for (const [name, result] of rows.slice(1)) {
    if (result.non2xx > 0) console.log(`  ${name}: not 200: ${statuses(result)}`);
  }
  const ratio = (result) =>
    `${(result.requests.average / products.requests.average).toFixed(3)} of the throughput, ` +
    `${(result.latency.p99 / Math.max(products.latency.p99, 1)).toFixed(2)}x the p99`;
  console.log(`ratio chat/products, new conversations: ${ratio(fresh)}`);
  console.log(`ratio chat/products, continued conversations: ${ratio(continued)}`);
  console.log(
    `chat answers checked: ${fresh.malformed + continued.malformed} malformed 200 answers; ` +
      `${continued.notContinued} continued messages answered in another conversation; ` +
      `${continued.conversations} conversations in the continued round`,
  );
  console.log('one connection, new conversation, median of 20 per question:');
  for (const { message, median } of questions) console.log(`  ${median.toFixed(1).padStart(6)} ms  ${message}`);
}

async function measure(databaseName, databaseUrl) {
  const server = startServer(databaseUrl);
  try {
    await server.waitUntilReady();
    // warm-up: JIT, connection pool, query plans, the answer engine's indexes
    await getProducts(warmUpSeconds);
    await chatNewConversations(warmUpSeconds);
    const products = await getProducts();
    const fresh = await chatNewConversations();
    const continued = await chatContinuedConversations();
    const questions = await perQuestion();
    report(databaseName, products, fresh, continued, questions);
    return fresh.non2xx + continued.non2xx + fresh.malformed + continued.malformed + continued.notContinued;
  } finally {
    await server.stop();
  }
}

const admin = postgresAdmin(adminUrl);

console.log(`bench:chat, ${QUESTIONS.length} questions rotating:`);
for (const question of QUESTIONS) console.log(`  ${question}`);

let failures = await measure('embedded PGlite');

const database = `shop_bench_chat_${Date.now()}`;
await admin(`CREATE DATABASE "${database}"`);
try {
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
  const { rows } = await admin('SHOW server_version');
  failures += await measure(`PostgreSQL ${rows[0].server_version}`, databaseUrl);
} finally {
  await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
if (failures > 0) {
  console.log(`\n${failures} chat answers were not well-formed 200 answers`);
  process.exitCode = 1;
}
