import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { nx, workspaceRoot } from './workspace.mjs';

/**
 * Imports the dependency rule forbids (apps import libs only; remotes never import each other or
 * the shell; libs never import apps; contracts import nothing of ours; the API never imports
 * libs/ui), each written into a throwaway file of the importing project.
 */
const forbidden = [
  { name: 'a remote importing another remote', project: 'apps/cart', source: "import '@shop/catalog/package.json';" },
  { name: 'a remote importing the shell', project: 'apps/subscriptions', source: "import '@shop/shell/package.json';" },
  {
    name: 'a remote reaching into another by path',
    project: 'apps/support',
    source: "import '../../../catalog/src/bootstrap';",
  },
  {
    name: 'the back office importing a shopper remote',
    project: 'apps/backoffice',
    source: "import '@shop/catalog/package.json';",
  },
  { name: 'a lib importing an app', project: 'libs/ui', source: "import '@shop/shell/package.json';" },
  { name: 'the API importing libs/ui', project: 'services/api', source: "import '@shop/ui/api-request';" },
  { name: 'contracts importing another lib', project: 'libs/contracts', source: "import '@shop/ui/api-request';" },
];

const allowed = [
  {
    name: 'a remote importing libs',
    project: 'apps/catalog',
    source: "import '@shop/contracts/products';\nimport '@shop/ui/api-request';",
  },
  { name: 'the API importing contracts', project: 'services/api', source: "import '@shop/contracts/products';" },
];

const probeDir = (project) => join(workspaceRoot, project, 'src', '__boundary_probe__');

async function boundaryErrors(project, source) {
  const dir = probeDir(project);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'probe.ts');
  writeFileSync(file, `${source}\nexport {};\n`);
  const [result] = await new ESLint({ cwd: workspaceRoot }).lintFiles([file]);
  return result.messages.filter((message) => message.ruleId === '@nx/enforce-module-boundaries');
}

describe('module boundaries (npm run lint)', () => {
  before(() => nx('show', 'projects')); // the lint rule reads Nx's cached project graph
  after(() =>
    [...forbidden, ...allowed].forEach(({ project }) => rmSync(probeDir(project), { recursive: true, force: true })),
  );

  for (const { name, project, source } of forbidden) {
    it(`fails for ${name}`, async () => {
      const errors = await boundaryErrors(project, source);
      assert.ok(errors.length > 0, `expected a boundary error in ${project}`);
      assert.equal(errors[0].severity, 2);
    });
  }

  for (const { name, project, source } of allowed) {
    it(`passes for ${name}`, async () => {
      assert.deepEqual(await boundaryErrors(project, source), []);
    });
  }
});
