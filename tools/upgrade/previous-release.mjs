// The previous release's API, built from git history beside this checkout: which commit that is,
// its files, a node_modules that reuses this checkout's packages, and its build (contracts, then
// the API; nothing else is needed to serve the API).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

const MIGRATIONS = 'services/api/src/database/migrations';
/** What the API's build reads from the tree: the root's TypeScript settings, contracts, the API. */
const API_SOURCES = ['package.json', 'tsconfig.base.json', 'libs/contracts', 'services/api'];
/** Built in this order, each with its own package.json "build" script. */
const BUILD_ORDER = ['libs/contracts', 'services/api'];

const git = (root, ...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** Migration files (not the index) in a list of names. */
const migrationFiles = (names) => names.filter((name) => /^\d+-[a-z0-9-]+\.ts$/.test(name)).sort();

function migrationsAt(root, commit) {
  const listing = git(root, 'ls-tree', '--name-only', `${commit}:${MIGRATIONS}`);
  return migrationFiles(listing.split('\n'));
}

const sameList = (a, b) => a.length === b.length && a.every((name, index) => name === b[index]);

/**
 * The release a rolling restart replaces, for the migrations in the working tree: the newest
 * commit whose set of migrations differs from them. With new migrations not yet committed that is
 * HEAD; otherwise the parent of the commit that added or removed the newest migration (commits
 * that only reformatted a migration file do not count: they change no schema). `requested` (a
 * commit, tag or branch) overrides it, e.g. the release really deployed.
 */
export function previousRelease(root, requested) {
  if (git(root, 'rev-parse', '--is-shallow-repository') === 'true') {
    throw new Error('this clone has no history (shallow); run `git fetch --unshallow` first');
  }
  const current = migrationFiles(readdirSync(join(root, MIGRATIONS)));
  const describe = (commit, why) => ({
    commit: git(root, 'rev-parse', commit),
    subject: git(root, 'log', '-1', '--format=%h %s', commit),
    why,
  });
  if (requested) return describe(requested, 'asked for');
  if (!sameList(migrationsAt(root, 'HEAD'), current)) {
    return describe('HEAD', 'the working tree has migrations HEAD lacks');
  }
  for (const commit of git(root, 'rev-list', 'HEAD', '--', MIGRATIONS).split('\n').filter(Boolean)) {
    const parents = git(root, 'rev-list', '--parents', '-n', '1', commit).split(' ').slice(1);
    if (parents.length === 0) return undefined;
    if (!sameList(migrationsAt(root, parents[0]), current)) {
      return describe(
        parents[0],
        `the commit before ${git(root, 'log', '-1', '--format=%h', commit)}, which changed the migrations`,
      );
    }
  }
  return undefined;
}

/** The files the API's build needs at `commit`, written under `folder` (no worktree: nothing in .git changes). */
export function exportSources(root, commit, folder) {
  mkdirSync(folder, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', commit, ...API_SOURCES], {
    cwd: root,
    maxBuffer: 512 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', folder], { input: archive });
}

/**
 * A node_modules for `folder` made of links to this checkout's packages (no second install), except
 * the workspace's own packages (@shop/*), which must be the previous release's: they link to its
 * folders. A workspace's nested node_modules (versions that differ from the root's) is linked too.
 */
export function linkNodeModules(root, folder) {
  const modules = join(folder, 'node_modules');
  mkdirSync(join(modules, '@shop'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry !== '@shop') symlinkSync(join(root, 'node_modules', entry), join(modules, entry));
  }
  for (const workspace of BUILD_ORDER) {
    const { name } = JSON.parse(readFileSync(join(folder, workspace, 'package.json'), 'utf8'));
    symlinkSync(join(folder, workspace), join(modules, name));
    const nested = join(root, workspace, 'node_modules');
    if (existsSync(nested) && !existsSync(join(folder, workspace, 'node_modules'))) {
      symlinkSync(nested, join(folder, workspace, 'node_modules'));
    }
  }
}

/** Builds contracts, then the API, in `folder` with their own build scripts; returns seconds per step. */
export function buildApi(folder) {
  const timings = [];
  for (const workspace of BUILD_ORDER) {
    const started = performance.now();
    const cwd = join(folder, workspace);
    const { scripts } = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
    execFileSync('sh', ['-c', scripts.build], {
      cwd,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, PATH: `${join(folder, 'node_modules/.bin')}:${process.env.PATH}` },
    });
    timings.push({ workspace, seconds: (performance.now() - started) / 1000 });
  }
  return timings;
}

/** Whether the previous release pinned other packages than this checkout installed. */
export function sameDependencies(root, commit) {
  try {
    git(root, 'diff', '--quiet', commit, '--', 'package-lock.json');
    return true;
  } catch {
    return false;
  }
}
