import rootConfig from '../../eslint.config.js';

const BOUNDARY_RULE = '@nx/enforce-module-boundaries';

/**
 * Files of @shop/ui import each other by package name (`@shop/ui/toast`), never relatively.
 * Module Federation shares this lib as the "@shop/ui/" prefix, and only imports under that name
 * resolve to the one shared instance at run time; a relative import would hand a remote its own
 * copy of a module, and with it a second toast or auth context that the shell does not provide.
 * So this lib allows its own package name; every other boundary rule applies unchanged.
 */
function allowOwnPackageName(config) {
  const rule = config.rules?.[BOUNDARY_RULE];
  if (!Array.isArray(rule)) return config;
  const [severity, options = {}] = rule;
  const allow = [...(options.allow ?? []), '@shop/ui/*'];
  return { ...config, rules: { ...config.rules, [BOUNDARY_RULE]: [severity, { ...options, allow }] } };
}

export default rootConfig.map(allowOwnPackageName);
