import {
  ADDRESS_BOOK_ERRORS,
  API_ERRORS,
  AUTH_ERRORS,
  BACKOFFICE_ERRORS,
  CART_ERRORS,
  CATALOG_ERRORS,
  COMMON_ERRORS,
  DELIVERY_ERRORS,
  OPERATIONS_ERRORS,
  ORDER_ERRORS,
  SUBSCRIPTION_ERRORS,
} from './errors.js';

describe('error catalogue', () => {
  const modules = [
    COMMON_ERRORS,
    AUTH_ERRORS,
    CATALOG_ERRORS,
    CART_ERRORS,
    ORDER_ERRORS,
    ADDRESS_BOOK_ERRORS,
    SUBSCRIPTION_ERRORS,
    DELIVERY_ERRORS,
    OPERATIONS_ERRORS,
    BACKOFFICE_ERRORS,
  ];

  it('gives every code to exactly one module, so a code names one condition', () => {
    const codes = modules.flatMap((module) => Object.keys(module));
    expect(new Set(codes).size).toBe(codes.length);
    expect(Object.keys(API_ERRORS).sort()).toEqual([...codes].sort());
  });

  it('has a message for every code and an error status for every code', () => {
    for (const [code, { status, message }] of Object.entries(API_ERRORS)) {
      expect({ code, hasMessage: message.length > 0 }).toEqual({ code, hasMessage: true });
      expect(status).toBeGreaterThanOrEqual(400);
    }
  });
});
