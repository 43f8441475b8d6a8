// npm run eval:chat — the support chat's accuracy on the labelled shopper questions of every set
// in services/api/evaluation/ (main, held-out, unseen, final, fresh, and shop-story about the shop
// itself; each written blind and measured before any tuning on it; fresh is never tuned against;
// and delivery-windows, written with those answers, whose facts hold on whatever day it runs),
// asked one at a time through POST /api/chat of the built server on a fresh, seeded embedded
// database. The sets are compiled on their own (services/api/tsconfig.evaluation.json, into
// services/api/dist-evaluation/): they are no part of the server's build. Prints for each set,
// under its title, the accuracy per topic and overall, every failed question with its answer, and
// the answer latency (p50/p99, client-measured). `node tools/bench/eval-chat.mjs fresh` (or another
// set's name; after `npm run eval:chat` has built both) runs one set only. Exit code 1 only when the
// run itself fails (server, setup, a non-200 answer, an unknown set); a low accuracy is a figure,
// asserted by chat-evaluation.spec.ts against each set's floor.
import { mkdtempSync, rmSync } from 'node:fs';
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
} from '../../services/api/dist-evaluation/evaluation/chat-evaluation.js';
import { freePort, startBuiltApi } from './built-api.mjs';

const only = process.argv[2];
const sets = only ? QUESTION_SETS.filter((set) => set.name === only) : QUESTION_SETS;
if (!sets.length) {
  console.error(`No question set ${only}: ${QUESTION_SETS.map((set) => set.name).join(', ')}`);
  process.exit(1);
}

const port = Number(process.env.EVAL_PORT ?? (await freePort()));
const dataDir = mkdtempSync(join(tmpdir(), 'shop-eval-chat-'));

const server = startBuiltApi({
  port,
  env: {
    ...EVALUATION_ENV,
    // Always the embedded database, fresh and seeded: the labels are written against the seed data.
    DATABASE_URL: undefined,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    SEED_ON_START: 'true',
    SERVE_WEB: 'false',
    // No renewals during the run: the signed-in shopper's box stays as it was set up.
    SUBSCRIPTION_SCHEDULER_SECONDS: '0',
  },
});
const { base } = server;
const stopServer = () => server.stop({ graceMs: 15_000 });

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
  await server.waitUntilReady({ attempts: 240 });
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
