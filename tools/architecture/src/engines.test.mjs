import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import semver from 'semver';
import { workspaceRoot } from './workspace.mjs';

/** Every installed package.json under a node_modules folder, nested ones included. */
function* installedPackages(folder) {
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder)) {
    if (entry.startsWith('.')) continue;
    const path = join(folder, entry);
    if (entry.startsWith('@')) {
      yield* installedPackages(path);
      continue;
    }
    const manifest = join(path, 'package.json');
    if (existsSync(manifest)) {
      yield { path, manifest: JSON.parse(readFileSync(manifest, 'utf8')) };
      yield* installedPackages(join(path, 'node_modules'));
    }
  }
}

describe('the declared Node.js version', () => {
  const declared = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8')).engines.node;
  const oldest = semver.minVersion(declared).version;

  it(`is supported by every installed dependency (the oldest allowed is ${oldest})`, () => {
    const folders = [join(workspaceRoot, 'node_modules')];
    for (const group of ['apps', 'libs', 'services']) {
      for (const project of readdirSync(join(workspaceRoot, group)))
        folders.push(join(workspaceRoot, group, project, 'node_modules'));
    }
    const refusing = [];
    for (const folder of folders) {
      for (const { path, manifest } of installedPackages(folder)) {
        const range = manifest.engines?.node;
        if (typeof range === 'string' && semver.validRange(range) && !semver.satisfies(oldest, range)) {
          refusing.push(`${path.slice(workspaceRoot.length + 1)}@${manifest.version} wants node ${range}`);
        }
      }
    }
    assert.deepEqual(refusing, []);
  });

  it('is the version this machine runs, or older', () => {
    assert.ok(semver.satisfies(process.version, declared), `${process.version} does not satisfy ${declared}`);
  });
});
