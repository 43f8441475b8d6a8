import { execFile } from 'node:child_process';

export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command the way an operator's shell would (`npm run db:…`, a deploy/ script): with only
 * the given database settings, not the test runner's (Jest's VM-modules flag, the test database).
 */
export function runAsOperator(
  command: string,
  args: string[],
  env: Record<string, string>,
  cwd: string,
): Promise<CommandRun> {
  const base = { ...process.env };
  for (const variable of ['NODE_OPTIONS', 'DATABASE_URL', 'DATA_DIR', 'TEST_DATABASE_URL']) delete base[variable];
  return new Promise((resolve) => {
    execFile(command, args, { env: { ...base, ...env }, cwd }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}
