// The benchmark's side of count-statements.mjs: how to start the built API with the counting
// driver, and reading its counters over the IPC channel.
import { fileURLToPath } from 'node:url';

const preload = fileURLToPath(new URL('./count-statements.mjs', import.meta.url));

/** What to pass to startBuiltApi: the preload in NODE_OPTIONS (kept) and an IPC channel. */
export function countingServer(env = {}) {
  return {
    env: { ...env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload}`.trim() },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  };
}

function ask(child, type, answer) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer to ${type}: is count-statements.mjs loaded?`)), 5_000);
    const onMessage = (message) => {
      if (message?.type !== answer) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
    child.send({ type });
  });
}

/** Forgets what was counted so far (the sign-ups and carts before a round). */
export async function resetCounts(child) {
  await ask(child, 'statements:reset', 'statements:reset:done');
}

/**
 * Since the last reset: totals, per-request averages over `requests`, and the statements by text,
 * most frequent first.
 */
export async function readCounts(child, requests) {
  const { byText, poolWaits } = await ask(child, 'statements:read', 'statements');
  const rows = byText.map(([text, entry]) => ({ text, ...entry })).sort((a, b) => b.statements - a.statements);
  const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
  const transactions = rows.filter((row) => /^(BEGIN|START TRANSACTION)\b/i.test(row.text));
  return {
    rows,
    perRequest: {
      statements: sum('statements') / requests,
      roundTrips: sum('roundTrips') / requests,
      transactions: transactions.reduce((total, row) => total + row.roundTrips, 0) / requests,
      statementMs: sum('ms') / requests,
      poolWaitMs: poolWaits.ms / requests,
    },
  };
}

/** The statements table: per request, and the mean time of one from sending to its answer. */
export function formatRows(rows, requests, width = 110) {
  return rows
    .map((row) => {
      const text = row.text.length > width ? `${row.text.slice(0, width - 1)}…` : row.text;
      return `${(row.statements / requests).toFixed(2).padStart(7)} × ${(row.ms / row.roundTrips).toFixed(2).padStart(7)} ms  ${text}`;
    })
    .join('\n');
}
