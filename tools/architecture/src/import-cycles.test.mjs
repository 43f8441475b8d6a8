import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { workspaceRoot } from './workspace.mjs';

/**
 * Lint's import-x/no-cycle skips type-only imports, so a cycle made of `import type` passes it; it
 * still ties the files' meaning together (neither can be read, moved or split without the other).
 * This walks every relative import of the API's sources, harness and evaluation sets, types
 * included, and finds the strongly connected groups of files.
 */
const roots = ['services/api/src', 'services/api/test', 'services/api/evaluation'].map((root) =>
  join(workspaceRoot, root),
);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function importGraph(files) {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map(({ fileName }) => fileName)
        .filter((name) => name.startsWith('.'))
        .map((name) => resolve(dirname(file), name).replace(/\.js$/, '.ts'))
        .filter((target) => known.has(target));
      return [file, targets];
    }),
  );
}

/** Tarjan's strongly connected components with more than one file (or a file importing itself). */
function cycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  function visit(file) {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file)) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file), index.get(target)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file).includes(file)) found.push(group);
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('import cycles', () => {
  it('the API, its test harness and its evaluation sets import in one direction only, types included', () => {
    const files = roots.filter((root) => existsSync(root)).flatMap(sourceFiles);
    assert.ok(files.length > 100, 'expected to find the API sources');
    const groups = cycles(importGraph(files)).map((group) => group.map((file) => relative(workspaceRoot, file)).sort());
    assert.deepEqual(groups, []);
  });
});
