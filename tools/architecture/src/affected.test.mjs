import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nx } from './workspace.mjs';

function affectedBy(file) {
  return nx('show', 'projects', '--affected', `--files=${file}`, '--json').trim();
}

describe('nx affected', () => {
  it('a change under apps/catalog alone touches only the catalog and what tests it end to end', () => {
    const projects = JSON.parse(affectedBy('apps/catalog/src/bootstrap.tsx')).sort();
    assert.deepEqual(projects, ['architecture', 'catalog', 'e2e']);
  });

  it('a change under apps/backoffice alone touches only the back office and what tests it end to end', () => {
    const projects = JSON.parse(affectedBy('apps/backoffice/src/bootstrap.tsx')).sort();
    assert.deepEqual(projects, ['architecture', 'backoffice', 'e2e']);
  });

  it('a change to libs/contracts reaches every project that imports it', () => {
    const projects = JSON.parse(affectedBy('libs/contracts/src/products.ts'));
    for (const project of [
      'contracts',
      'api',
      'shell',
      'catalog',
      'cart',
      'subscriptions',
      'support',
      'backoffice',
      'ui',
    ]) {
      assert.ok(projects.includes(project), `${project} should be affected`);
    }
  });
});
