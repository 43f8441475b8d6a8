import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './pagination.js';

function renderPagination(page: number, total: number) {
  const onPage = jest.fn<void, [number]>();
  render(<Pagination label="Fruit pages" page={page} pageSize={25} total={total} onPage={onPage} />);
  return { onPage, user: userEvent.setup() };
}

const nav = () => screen.getByRole('navigation', { name: 'Fruit pages' });

describe('Pagination', () => {
  it.each([0, 1, 25])('shows nothing when %i rows fit on one page', (total) => {
    renderPagination(1, total);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('cannot go back from the first page', async () => {
    const { onPage, user } = renderPagination(1, 26);
    expect(nav()).toHaveTextContent('Page 1 of 2');
    expect(within(nav()).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(nav()).getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('cannot go on from the last page', async () => {
    const { onPage, user } = renderPagination(3, 51);
    expect(nav()).toHaveTextContent('Page 3 of 3');
    expect(within(nav()).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(nav()).getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('goes either way from a middle page', () => {
    renderPagination(2, 75);
    expect(within(nav()).getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(within(nav()).getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
