import type { Configuration } from '@rspack/core';
import { createAppConfig } from '../../tools/rspack/create-app-config';

const appConfig = createAppConfig({
  appDir: import.meta.dirname,
  name: 'backoffice',
  title: 'Back office remote | Cumming Organics',
  description: 'The back office of Cumming Organics (orders, stock, inbox, subscriptions), running on its own for QA.',
  exposes: {
    './AdminApp': './src/exposed/admin-app.tsx',
  },
});

/**
 * Every list page is its own chunk, and the list kit is below rspack's 20 kB split threshold, so
 * each page's chunk would carry a copy of it. One chunk of its own is downloaded once instead.
 */
function withListKitChunk(config: Configuration): Configuration {
  if (config.name !== 'backoffice') return config;
  const listKit = {
    test: /[\\/]src[\\/]list-kit[\\/]/,
    name: 'list-kit',
    chunks: 'async',
    minSize: 0,
    enforce: true,
  } as const;
  return { ...config, optimization: { ...config.optimization, splitChunks: { cacheGroups: { listKit } } } };
}

export default (...args: Parameters<typeof appConfig>) => {
  const config = appConfig(...args);
  return Array.isArray(config) ? config.map(withListKitChunk) : withListKitChunk(config);
};
