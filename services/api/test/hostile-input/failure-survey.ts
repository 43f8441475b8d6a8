import { apiErrorSchema } from '@shop/contracts/errors';
import type { Answer } from './hostile-client.js';
import { formatRequest, type HostileRequest } from './hostile-request.js';

interface SurveyEntry {
  request: HostileRequest;
  answer: Answer;
  problems: string[];
  count: number;
}

/**
 * Survey mode (HOSTILE_INPUT_SURVEY=1): instead of stopping at the first counterexample of each
 * property, record every failing request and keep going, then list the distinct failures (same
 * endpoint, broken place, kind of breakage and answer), each with its shortest example. For a
 * checklist of what to fix; the normal mode is what CI runs.
 */
export class FailureSurvey {
  private readonly entries = new Map<string, SurveyEntry>();
  private readonly writes: string[] = [];

  get size(): number {
    return this.entries.size;
  }

  record(request: HostileRequest, answer: Answer, problems: string[]): void {
    const code = apiErrorSchema.safeParse(answer.body).data?.code ?? '(not the error shape)';
    const key = `${request.endpoint} | ${request.target} | ${request.kind} | ${answer.status} ${code}`;
    const known = this.entries.get(key);
    const shorter = !known || formatRequest(request).length < formatRequest(known.request).length;
    this.entries.set(key, {
      ...(shorter ? { request, answer, problems } : known),
      count: (known?.count ?? 0) + 1,
    });
  }

  recordWrite(property: string, differences: string[]): void {
    this.writes.push(`${property}: ${differences.join('; ')}`);
  }

  report(): string {
    const lines = [`${this.entries.size} distinct failures:`];
    for (const [key, entry] of [...this.entries.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(
        '',
        `■ ${key}  (${entry.count} requests)`,
        formatRequest(entry.request),
        ...entry.problems.map((p) => `  → ${p}`),
      );
    }
    if (this.writes.length > 0) lines.push('', 'Database writes:', ...this.writes.map((write) => `  ${write}`));
    return lines.join('\n');
  }
}
