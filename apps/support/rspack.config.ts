import { createAppConfig } from '../../tools/rspack/create-app-config';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'support',
  title: 'Support remote | Cumming Organics',
  description:
    'Business partnerships, contact details and the support chat of Cumming Organics, running on their own for QA.',
  exposes: {
    './BusinessSection': './src/exposed/business-section.tsx',
    './ContactSection': './src/exposed/contact-section.tsx',
    './ChatWidget': './src/exposed/chat-widget.tsx',
  },
});
