import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { clampQuantity, PRODUCT_PAGE_QUANTITY_MAX } from './quantity.js';
import { QuantityControl } from './quantity-control.js';

function Harness() {
  const [quantity, setQuantity] = useState(1);
  return <QuantityControl value={quantity} onChange={setQuantity} />;
}

describe('QuantityControl', () => {
  it('stays between 1 and the maximum with the buttons', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });

    expect(field).toHaveValue(1);
    expect(decrease).toBeDisabled();
    await user.click(increase);
    await user.click(increase);
    expect(field).toHaveValue(3);
    expect(decrease).toBeEnabled();
    for (let clicks = 0; clicks < PRODUCT_PAGE_QUANTITY_MAX + 5; clicks += 1) {
      if ((increase as HTMLButtonElement).disabled) break;
      await user.click(increase);
    }
    expect(field).toHaveValue(PRODUCT_PAGE_QUANTITY_MAX);
    expect(increase).toBeDisabled();
  });

  it('clamps what is typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });

    await user.clear(field);
    await user.type(field, '250');
    await user.tab();
    expect(field).toHaveValue(PRODUCT_PAGE_QUANTITY_MAX);
    await user.clear(field);
    await user.type(field, '0');
    await user.tab();
    expect(field).toHaveValue(1);
  });

  it('clampQuantity keeps whole numbers in range', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(4.7)).toBe(4);
    expect(clampQuantity(99)).toBe(PRODUCT_PAGE_QUANTITY_MAX);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
});
