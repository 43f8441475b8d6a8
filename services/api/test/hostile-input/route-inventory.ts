import type { TestApp } from '../test-app.js';

interface RouterLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/**
 * Every API route the running server registered ("GET /api/cart/:id"), read from Express's router,
 * so the endpoint table cannot silently miss a route a new controller adds.
 */
export function registeredApiRoutes(shop: TestApp): string[] {
  const express = shop.app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
  return express.router.stack.flatMap((layer) => {
    if (!layer.route) return [];
    const paths = [layer.route.path].flat().filter((path) => path.startsWith('/api/'));
    const methods = Object.keys(layer.route.methods).filter((method) => method !== '_all');
    return paths.flatMap((path) => methods.map((method) => `${method.toUpperCase()} ${path}`));
  });
}
