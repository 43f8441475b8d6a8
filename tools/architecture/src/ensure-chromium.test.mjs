import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { workspaceRoot } from './workspace.mjs';

const script = join(workspaceRoot, 'tools/ensure-chromium.mjs');

describe('npm test without Chromium', () => {
  it('passes at once when Chromium is where it is expected', () => {
    const result = spawnSync(process.execPath, [script], { env: { ...process.env, CHROMIUM_PATH: process.execPath } });
    assert.equal(result.status, 0);
  });

  it('stops within seconds with the one command to run when it cannot install it', () => {
    const started = Date.now();
    const result = spawnSync(process.execPath, [script], {
      // A Chromium that is not there, on a machine where nothing can be installed.
      env: { PATH: '/nonexistent', CHROMIUM_PATH: '/nonexistent/chromium' },
      encoding: 'utf8',
    });
    assert.equal(result.status, 1);
    assert.match(result.stderr, /sudo apt-get install chromium/);
    assert.match(result.stderr, /\/nonexistent\/chromium/);
    assert.ok(Date.now() - started < 5_000);
  });
});
