import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { answerProblems } from './answer-checks.js';
import { snapshotDatabase, snapshotDifferences, type DatabaseSnapshot } from './database-snapshot.js';
import type { FailureSurvey } from './failure-survey.js';
import type { HostileClient } from './hostile-client.js';
import type { HostileRequest } from './hostile-request.js';

export interface PropertyContext {
  client: HostileClient;
  dataSource: DataSource;
  /** Survey mode: record failures and go on instead of failing. */
  survey?: FailureSurvey;
}

/**
 * fast-check's replay settings: HOSTILE_INPUT_SEED (and HOSTILE_INPUT_PATH) from a failure report
 * rerun exactly that case (run the one test with -t). Otherwise a new seed each run, printed on failure.
 */
function replaySettings(): Pick<fc.Parameters<unknown>, 'seed' | 'path' | 'endOnFailure'> {
  const seed = process.env.HOSTILE_INPUT_SEED;
  const path = process.env.HOSTILE_INPUT_PATH;
  return {
    ...(seed ? { seed: Number(seed) } : {}),
    ...(path ? { path, endOnFailure: true } : {}),
  };
}

/**
 * The property for a batch of hostile requests: each one sent must be answered with a 4xx in the
 * API's error shape and the error it deserves (see answerProblems), and the batch as a whole must
 * write nothing (unless writesNothing is false: the complement property's values may be stored).
 * The database is compared once around the batch, not around every request, which keeps ten
 * thousand requests fast; a difference names the tables and the batch.
 */
export async function checkHostileRequests(
  name: string,
  context: PropertyContext,
  requests: fc.Arbitrary<HostileRequest>,
  numRuns: number,
  options: {
    /** False for values the schema accepts: those may be stored. */
    writesNothing?: boolean;
    /** Runs before each request is sent (e.g. refilling the cart an order will empty). */
    prepare?: (request: HostileRequest) => Promise<void>;
  } = {},
): Promise<void> {
  const writesNothing = options.writesNothing ?? true;
  const before: DatabaseSnapshot = writesNothing ? await snapshotDatabase(context.dataSource) : new Map();
  let failure: unknown;
  try {
    await fc.assert(
      fc.asyncProperty(requests, async (hostile) => {
        // Discarded: what is not the input this property is about (for bad input, what the schema
        // accepts) and what cannot be sent at all. See HostileRequest.sendable.
        fc.pre(hostile.sendable);
        await options.prepare?.(hostile);
        const answer = await context.client.send(hostile);
        const problems = answerProblems(answer, hostile.expected);
        if (problems.length === 0) return;
        if (context.survey) return context.survey.record(hostile, answer, problems);
        // fast-check prints the request itself as the counterexample; the error says what is wrong.
        throw new Error(`\n  → ${problems.join('\n  → ')}\n`);
      }),
      // Discarded inputs do not count towards numRuns; some fields make many candidates valid.
      { numRuns, maxSkipsPerRun: 1_000, ...replaySettings() },
    );
  } catch (error) {
    failure = error;
  }
  const written = writesNothing ? snapshotDifferences(before, await snapshotDatabase(context.dataSource)) : [];
  if (written.length > 0 && context.survey) context.survey.recordWrite(name, written);
  else if (written.length > 0) {
    const wrote = new Error(
      `${name}: hostile requests wrote to the database (tables other than sessions and migrations):\n  ${written.join('\n  ')}` +
        (failure instanceof Error ? `\n\nThe property also failed:\n${failure.message}` : ''),
    );
    throw wrote;
  }
  if (failure) throw failure;
}
