import { createAppConfig } from '../../tools/rspack/create-app-config';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'cart',
  title: 'Cart remote | Cumming Organics',
  description: 'The cart, checkout and orders of Cumming Organics, running on their own for QA.',
  exposes: {
    './CartPage': './src/exposed/cart-page.tsx',
    './CheckoutPage': './src/exposed/checkout-page.tsx',
    './OrdersPage': './src/exposed/orders-page.tsx',
    './OrderPage': './src/exposed/order-page.tsx',
  },
});
