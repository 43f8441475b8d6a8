import { remotePageModule } from './remote-routes.js';

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
