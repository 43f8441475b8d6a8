import { REMOTE_NAMES, remotesManifestSchema } from './remotes.js';

const manifest = {
  catalog: '/remotes/catalog/mf-manifest.json',
  cart: '/remotes/cart/mf-manifest.json',
  subscriptions: '/remotes/subscriptions/mf-manifest.json',
  support: '/remotes/support/mf-manifest.json',
  backoffice: 'https://cdn.example.com/backoffice/mf-manifest.json',
};

describe('remotesManifestSchema', () => {
  it('reads a manifest that names each remote once, with a URL', () => {
    expect(remotesManifestSchema.parse(manifest)).toEqual(manifest);
    expect(Object.keys(remotesManifestSchema.parse(manifest))).toEqual([...REMOTE_NAMES]);
  });

  it('refuses anything but an object', () => {
    for (const value of [null, undefined, 'catalog', 3, [manifest]]) {
      expect(() => remotesManifestSchema.parse(value)).toThrow('The remotes manifest is not an object');
    }
  });

  it('refuses a missing or empty URL, and a remote it does not know, naming each', () => {
    const { cart: _cart, ...withoutCart } = manifest;
    expect(() => remotesManifestSchema.parse(withoutCart)).toThrow('cart: expected a non-empty string');
    expect(() => remotesManifestSchema.parse({ ...manifest, support: '' })).toThrow(
      'support: expected a non-empty string',
    );
    expect(() => remotesManifestSchema.parse({ ...manifest, catalog: 7 })).toThrow(
      'catalog: expected a non-empty string',
    );
    expect(() => remotesManifestSchema.parse({ ...manifest, reviews: '/remotes/reviews/mf-manifest.json' })).toThrow(
      'reviews: not a remote',
    );
  });
});
