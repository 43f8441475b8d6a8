import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * ESLint rule: an API feature module is used by other modules only through what it exports.
 * A file in module A may import from module B only
 *  - B's `*.module.ts` file,
 *  - the files that declare the providers B lists in its `exports: [...]`,
 *  - B's `*.entity.ts` files from an entity file (TypeORM relations) or as a type-only import.
 * Everything else in B (its controllers, repositories, private services, helpers) is B's own.
 * Folders that are not feature modules (common, config, logging...) are not checked for that.
 *
 * And the floors: the folders listed in `above` (database/: the entity registry that imports every
 * module, migrations, seed, backups, the CLI) sit above every module, so no file in a folder of
 * src may import them; only the app's wiring at the top of src (app.module.ts, main.ts) and the
 * folders above themselves do. What modules need of the database is in common/database/.
 *
 * Options: { root: '/absolute/path/to/services/api/src', modules: ['auth', 'cart', ...], above: ['database'] }.
 */
const moduleFileCache = new Map();

/** The absolute paths of the files a module lets others import, read from its *.module.ts. */
function publicFiles(moduleDir) {
  const cached = moduleFileCache.get(moduleDir);
  if (cached) return cached;
  const moduleFileName = existsSync(moduleDir)
    ? readdirSync(moduleDir).find((name) => name.endsWith('.module.ts'))
    : undefined;
  const files = new Set();
  if (moduleFileName) {
    const moduleFile = join(moduleDir, moduleFileName);
    files.add(moduleFile);
    const source = readFileSync(moduleFile, 'utf8');
    const exported = /exports\s*:\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '';
    const names = exported
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    for (const [, imported, from] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
      const importedNames = imported.split(',').map((name) => name.replace(/^type\s+/, '').trim());
      if (names.some((name) => importedNames.includes(name)) && from.startsWith('.')) {
        files.add(resolve(moduleDir, from).replace(/\.js$/, '.ts'));
      }
    }
  }
  moduleFileCache.set(moduleDir, files);
  return files;
}

/** The folder of src a file is in (undefined for a file at the top of src, or outside it). */
function folderOf(file, root) {
  const path = relative(root, file);
  if (path.startsWith('..')) return undefined;
  const parts = path.split(sep);
  return parts.length > 1 ? parts[0] : undefined;
}

/** The feature module a file belongs to, or undefined. */
function moduleOf(file, root, modules) {
  const folder = folderOf(file, root);
  return folder !== undefined && modules.includes(folder) ? folder : undefined;
}

export const apiModuleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'API modules import another module only through what it exports' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          modules: { type: 'array', items: { type: 'string' } },
          above: { type: 'array', items: { type: 'string' } },
        },
        required: ['root', 'modules'],
        additionalProperties: false,
      },
    ],
    messages: {
      above:
        "'{{target}}' sits above the modules ({{folder}}/ imports every module): a module may not import it. What modules need of the database is in common/database/.",
      private:
        "'{{target}}' is private to the {{module}} module: use what {{module}}.module.ts exports (its service), or export it there.",
    },
  },
  create(context) {
    const { root: rootOption, modules, above = [] } = context.options[0];
    const root = resolve(rootOption);
    const file = context.filename;
    const importerFolder = folderOf(file, root);
    const importer = moduleOf(file, root, modules);
    // Files at the top of src (the app's wiring) and the upper floors themselves may import anything.
    if (importerFolder === undefined || above.includes(importerFolder)) return {};
    const importerIsEntity = file.endsWith('.entity.ts');

    function check(node, source, typeOnly) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source).replace(/\.js$/, '.ts');
      const targetFolder = folderOf(target, root);
      if (targetFolder !== undefined && above.includes(targetFolder)) {
        context.report({ node, messageId: 'above', data: { target: relative(root, target), folder: targetFolder } });
        return;
      }
      if (!importer) return;
      const owner = moduleOf(target, root, modules);
      if (!owner || owner === importer) return;
      if (target.endsWith('.entity.ts') && (importerIsEntity || typeOnly)) return;
      if (publicFiles(join(root, owner)).has(target)) return;
      context.report({ node, messageId: 'private', data: { target: relative(root, target), module: owner } });
    }

    return {
      ImportDeclaration(node) {
        const typeOnly =
          node.importKind === 'type' ||
          (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type'));
        check(node, node.source.value, typeOnly);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value, node.exportKind === 'type');
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, node.exportKind === 'type');
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value, false);
      },
    };
  },
};

export default { rules: { 'api-module-boundaries': apiModuleBoundaries } };
