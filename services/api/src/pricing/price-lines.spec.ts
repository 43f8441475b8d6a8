import { priceLines } from './price-lines.js';

describe('cart and order pricing', () => {
  it('adds tax on the subtotal and $12.99 shipping below $75', () => {
    // 2 x 16.99 + 1 x 9.99 = 43.97; tax 3.902... -> 3.90; shipping 12.99
    expect(
      priceLines([
        { unitPrice: '16.99', quantity: 2 },
        { unitPrice: '9.99', quantity: 1 },
      ]),
    ).toEqual({
      subtotalCents: 4397,
      taxCents: 390,
      shippingCents: 1299,
      totalCents: 4397 + 390 + 1299,
    });
  });

  it('ships free from exactly $75', () => {
    expect(priceLines([{ unitPrice: '25.00', quantity: 3 }]).shippingCents).toBe(0);
    expect(priceLines([{ unitPrice: '24.99', quantity: 3 }]).shippingCents).toBe(1299);
  });

  it('never drifts like floating point would', () => {
    const lines = Array.from({ length: 10 }, () => ({ unitPrice: '0.10', quantity: 1 }));
    expect(priceLines(lines).subtotalCents).toBe(100);
  });
});
