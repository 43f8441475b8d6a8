import { createAppConfig } from '../../tools/rspack/create-app-config';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'shell',
  title: 'Cumming Organics | Organic Cold-Pressed Oils & Indian Spices',
  description:
    'Organic cold-pressed oils and traditional Indian spices, delivered to Cumming, GA, Forsyth County and the Lake Lanier area.',
  servesDevRemotesManifest: true,
});
