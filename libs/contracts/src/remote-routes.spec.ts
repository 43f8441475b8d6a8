import { canonicalRemotePath, remotePageModule } from './remote-routes.js';

describe('remotePageModule', () => {
  it('matches fixed and parameterised routes', () => {
    expect(remotePageModule('/products')).toEqual({ remote: 'catalog', module: './ProductsPage' });
    expect(remotePageModule('/product/7')).toEqual({ remote: 'catalog', module: './ProductDetailPage' });
    expect(remotePageModule('/subscriptions/checkout/family')).toEqual({
      remote: 'subscriptions',
      module: './SubscriptionCheckoutPage',
    });
  });

  it('names nothing for the shell’s own pages and for paths that are no page', () => {
    expect(remotePageModule('/')).toBeNull();
    expect(remotePageModule('/login')).toBeNull();
    expect(remotePageModule('/product/')).toBeNull();
    expect(remotePageModule('/product/7/extra')).toBeNull();
    expect(remotePageModule('/nowhere')).toBeNull();
  });
});

describe('canonicalRemotePath', () => {
  it('builds the address from the route table, with ids written one way', () => {
    expect(canonicalRemotePath('/products')).toBe('/products');
    expect(canonicalRemotePath('/product/007')).toBe('/product/7');
    expect(canonicalRemotePath('/orders/12')).toBe('/orders/12');
    expect(canonicalRemotePath('/subscriptions/checkout/3')).toBe('/subscriptions/checkout/3');
  });

  it('routes every inbox item page to the back office, a chat by its number only', () => {
    expect(remotePageModule('/admin/inbox/messages/4')).toEqual({ remote: 'backoffice', module: './AdminApp' });
    expect(canonicalRemotePath('/admin/inbox/inquiries/012')).toBe('/admin/inbox/inquiries/12');
    expect(canonicalRemotePath('/admin/inbox/chats/9')).toBe('/admin/inbox/chats/9');
    // A chat's session id is its shopper's key: it is never part of a page address.
    expect(canonicalRemotePath('/admin/inbox/chats/Qm9Zq1x4Lr8Tn2Vb6Hc0Jd3Kf5Wg7Ys2')).toBeNull();
  });

  it.each([
    "/orders/$'INJECTED",
    '/orders/$&',
    '/product/abc',
    '/product/0',
    '/product/2147483648',
    '/product/1e3',
    '/nowhere',
  ])('names no page for %j', (path) => {
    expect(canonicalRemotePath(path)).toBeNull();
  });
});
