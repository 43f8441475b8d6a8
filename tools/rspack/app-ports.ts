/** Development ports of the front-end apps, in one place (the shell's /remotes.json points at them). */
export const APP_PORTS = {
  shell: 4200,
  catalog: 4201,
  cart: 4202,
  subscriptions: 4203,
  support: 4204,
  backoffice: 4205,
} as const;

export type AppName = keyof typeof APP_PORTS;

export const REMOTE_APP_NAMES = [
  'catalog',
  'cart',
  'subscriptions',
  'support',
  'backoffice',
] as const satisfies readonly AppName[];
