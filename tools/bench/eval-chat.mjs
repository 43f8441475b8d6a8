// npm run eval:chat — the support chat's accuracy on the labelled shopper questions of every set
// in services/api/src/support/answer-engine/evaluation/: the main set (chat-questions.ts) and the
// held-out set (chat-questions-held-out.ts), which the engine is tuned against, then the unseen set
// (chat-questions-unseen.ts, written blind, never tuned against), asked one at a time through
// POST /api/chat of the built server on a fresh, seeded embedded database. Prints for each set,
// under its title, the accuracy per topic and overall, every failed question with its answer, and
// the answer latency (p50/p99, client-measured). `node tools/bench/eval-chat.mjs unseen` (or main,
// held-out; after a build) runs one set only. Exit code 1 only when the run itself fails (server,
// setup, a non-200 answer, an unknown set); a low accuracy is a figure, asserted by
// chat-evaluation.spec.ts against the floor of each set that has one.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  askQuestions,
  EVALUATION_ENV,
  formatEvaluation,
  LAST_BOT_TOPICS_SQL,
  QUESTION_SETS,
  scoreAnswers,
} from '../../services/api/dist/support/answer-engine/evaluation/chat-evaluation.js';

const only = process.argv[2];
const sets = only ? QUESTION_SETS.filter((set) => set.name === only) : QUESTION_SETS;
if (!sets.length) {
  console.error(`No question set ${only}: ${QUESTION_SETS.map((set) => set.name).join(', ')}`);
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const port = Number(process.env.EVAL_PORT ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-eval-chat-'));

const env = { ...process.env, ...EVALUATION_ENV };
// Always the embedded database, fresh and seeded: the labels are written against the seed data.
delete env.DATABASE_URL;
const server = spawn(process.execPath, ['services/api/dist/main.js'], {
  env: {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    SEED_ON_START: 'true',
    SERVE_WEB: 'false',
    // No renewals during the run: the signed-in shopper's box stays as it was set up.
    SUBSCRIPTION_SCHEDULER_SECONDS: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const serverExited = new Promise((resolve) => server.once('exit', resolve));

async function waitUntilReady() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('server did not start');
}

async function stopServer() {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  await Promise.race([serverExited, new Promise((done) => setTimeout(done, 15_000))]);
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
}

/**
 * The topics stored with each reply. The embedded database serves one connection, the server's
 * own, so it is read after the server has stopped and closed it.
 */
async function storedTopics() {
  const db = await PGlite.create(join(dataDir, 'pglite'));
  try {
    const { rows } = await db.query(LAST_BOT_TOPICS_SQL);
    return new Map(rows.map((row) => [row.sessionId, row.topic]));
  } finally {
    await db.close();
  }
}

try {
  await waitUntilReady();
  // Every set on the same server, one after the other; each conversation is scored in its own set.
  const runs = [];
  for (const set of sets) {
    const started = performance.now();
    const asked = await askQuestions(base, set.questions);
    runs.push({ set, asked, seconds: ((performance.now() - started) / 1000).toFixed(1) });
  }
  await stopServer();
  const topics = await storedTopics();
  for (const { set, asked, seconds } of runs) {
    const title = `${set.title}: ${set.questions.length} questions in ${seconds} s, one conversation each, embedded PGlite`;
    console.log(`\n${title}\n${'='.repeat(title.length)}\n`);
    console.log(formatEvaluation(scoreAnswers(asked, topics)));
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
}
