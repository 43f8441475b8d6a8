/**
 * API paths, which double as TanStack Query keys (the default loader fetches the key's segments
 * joined by slashes), so invalidating a path refreshes every screen that shows it.
 */
export const API_PATHS = {
  currentUser: '/api/auth/user',
  signIn: '/api/auth/login',
  register: '/api/auth/register',
  authProviders: '/api/auth/providers',
  emailVerification: '/api/auth/email-verification',
  login: '/api/login',
  logout: '/api/logout',
  products: '/api/products',
  cart: '/api/cart',
  cartSummary: '/api/cart/summary',
  checkoutOptions: '/api/checkout/options',
  orders: '/api/orders',
  addresses: '/api/addresses',
  subscriptionPlans: '/api/subscriptions/plans',
  subscriptions: '/api/subscriptions',
  createSubscriptionCheckout: '/api/create-subscription-checkout',
  businessInquiries: '/api/business-inquiries',
  contactMessages: '/api/contact-messages',
  newsletter: '/api/newsletter',
  deliveryArea: '/api/delivery-area',
  deliveryWindows: '/api/delivery-windows',
  chat: '/api/chat',
  chatHistory: '/api/chat/history',
} as const;
