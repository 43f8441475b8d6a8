import type { ComponentType } from 'react';

/** What an exposed page module must provide: a React component as its default export. */
export interface ComponentModule {
  default: ComponentType;
}

function isComponentModule(value: unknown): value is ComponentModule {
  if (typeof value !== 'object' || value === null || !('default' in value)) return false;
  const component = value.default;
  // Function components, or memo/forwardRef objects.
  return (
    typeof component === 'function' || (typeof component === 'object' && component !== null && '$$typeof' in component)
  );
}

/** How the federation runtime names an exposed module: catalog "./ProductsPage" -> "catalog/ProductsPage". */
export function remoteModuleId(remote: string, exposedModule: string): string {
  return `${remote}/${exposedModule.replace(/^\.\//, '')}`;
}

/** The module, checked: a remote that exposes something else fails like one that is down. */
export function asComponentModule(value: unknown, id: string): ComponentModule {
  if (!isComponentModule(value)) throw new Error(`Remote module "${id}" did not provide a component.`);
  return value;
}
