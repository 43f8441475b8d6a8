import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { workspaceRoot } from './workspace.mjs';

const probeDirs = [];

/** Lints throwaway files written into a project, as `npm run lint` would see them. */
async function ruleIdsFor(files) {
  const eslint = new ESLint({ cwd: workspaceRoot });
  const written = Object.entries(files).map(([path, source]) => {
    const file = join(workspaceRoot, path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, source);
    return file;
  });
  const results = await eslint.lintFiles(written);
  return results.flatMap((result) => result.messages.map((message) => message.ruleId));
}

function probe(project) {
  const dir = join(project, 'src', '__lint_probe__');
  probeDirs.push(join(workspaceRoot, dir));
  return dir;
}

describe('lint rules (npm run lint)', () => {
  after(() => probeDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('refuses a promise nobody awaits, and a promise where a void callback is expected', async () => {
    const dir = probe('libs/contracts');
    const rules = await ruleIdsFor({
      [`${dir}/floating.ts`]: [
        'async function save(): Promise<void> {}',
        'export function run(): void {',
        '  save();',
        '  [1].forEach(async () => save());',
        '  if (save()) return;',
        '}',
        '',
      ].join('\n'),
    });
    assert.ok(rules.includes('@typescript-eslint/no-floating-promises'));
    assert.ok(rules.includes('@typescript-eslint/no-misused-promises'));
  });

  it('refuses an import cycle', async () => {
    const dir = probe('libs/contracts');
    const rules = await ruleIdsFor({
      [`${dir}/first.ts`]: "import { second } from './second.js';\nexport const first = () => second;\n",
      [`${dir}/second.ts`]: "import { first } from './first.js';\nexport const second = () => first;\n",
    });
    assert.ok(rules.includes('import-x/no-cycle'));
  });

  it('lets an API module use another only through what its module exports', async () => {
    const dir = probe('services/api').replace('src/__lint_probe__', 'src/cart/__lint_probe__');
    probeDirs.push(join(workspaceRoot, dir));
    const privateImports = await ruleIdsFor({
      [`${dir}/private.ts`]: [
        "import { ProductsController } from '../../catalog/products.controller.js';",
        "import { Product } from '../../catalog/product.entity.js';",
        'export const used = [ProductsController, Product];',
        '',
      ].join('\n'),
    });
    assert.equal(privateImports.filter((rule) => rule === 'shop/api-module-boundaries').length, 2);

    const publicImports = await ruleIdsFor({
      [`${dir}/public.ts`]: [
        "import { StockService } from '../../catalog/stock.service.js';",
        "import { CatalogModule } from '../../catalog/catalog.module.js';",
        "import type { Product } from '../../catalog/product.entity.js';",
        'export const used = [StockService, CatalogModule];',
        'export type Used = Product;',
        '',
      ].join('\n'),
    });
    assert.deepEqual(
      publicImports.filter((rule) => rule === 'shop/api-module-boundaries'),
      [],
    );
  });

  it('keeps database/ (the entity registry, seed, backups) above every module and common/', async () => {
    const moduleDir = probe('services/api').replace('src/__lint_probe__', 'src/orders/__lint_probe__');
    const commonDir = probe('services/api').replace('src/__lint_probe__', 'src/common/__lint_probe__');
    probeDirs.push(join(workspaceRoot, moduleDir), join(workspaceRoot, commonDir));
    const upward = await ruleIdsFor({
      [`${moduleDir}/upward.ts`]:
        "import { entities } from '../../database/entities.js';\nexport const used = entities;\n",
      [`${commonDir}/upward.ts`]:
        "import { entities } from '../../database/entities.js';\nexport const used = entities;\n",
    });
    assert.equal(upward.filter((rule) => rule === 'shop/api-module-boundaries').length, 2);

    const downward = await ruleIdsFor({
      [`${moduleDir}/downward.ts`]: [
        "import { takeTurns } from '../../common/database/advisory-lock.js';",
        'export const used = takeTurns;',
        '',
      ].join('\n'),
    });
    assert.deepEqual(
      downward.filter((rule) => rule === 'shop/api-module-boundaries'),
      [],
    );
  });
});
