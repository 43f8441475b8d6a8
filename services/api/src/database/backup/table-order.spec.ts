import { foreignKeyOrder } from './table-order.js';

describe('foreign-key order', () => {
  it('puts every table after the tables it references', () => {
    const order = foreignKeyOrder([
      { name: 'cart_items', references: ['users', 'products'] },
      { name: 'orders', references: ['users'] },
      { name: 'products', references: [] },
      { name: 'users', references: [] },
    ]);
    expect(order).toEqual(['products', 'users', 'cart_items', 'orders']);
  });

  it('keeps an order that already satisfies the foreign keys', () => {
    const tables = [
      { name: 'users', references: [] },
      { name: 'products', references: [] },
      { name: 'orders', references: ['users'] },
      { name: 'cart_items', references: ['users', 'products'] },
    ];
    expect(foreignKeyOrder(tables)).toEqual(tables.map((table) => table.name));
  });

  it('ignores a table referencing itself and tables outside the list', () => {
    expect(
      foreignKeyOrder([
        { name: 'categories', references: ['categories'] },
        { name: 'notes', references: ['sessions'] },
      ]),
    ).toEqual(['categories', 'notes']);
  });

  it('refuses a cycle, naming its tables', () => {
    expect(() =>
      foreignKeyOrder([
        { name: 'a', references: ['b'] },
        { name: 'b', references: ['a'] },
        { name: 'c', references: [] },
      ]),
    ).toThrow('Foreign keys form a cycle between a, b');
  });
});
