import { createAppConfig } from '../../tools/rspack/create-app-config';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'backoffice',
  title: 'Back office remote | Cumming Organics',
  description: 'The back office of Cumming Organics (orders, stock, inbox, subscriptions), running on its own for QA.',
  exposes: {
    './AdminApp': './src/exposed/admin-app.tsx',
  },
  // Every list page uses the list kit: one chunk, fetched once.
  sharedChunks: { 'list-kit': 'src/list-kit' },
});
