import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AppProviders } from '@shop/ui/app-providers';
import { useLocation } from '@shop/ui/router';
import type { Column } from './data-table.js';
import type { ListPage } from '@shop/contracts/admin';
import { PagedList } from './paged-list.js';
import { useUrlListState } from './use-url-list-state.js';

interface Fruit {
  id: number;
  name: string;
  colour: string;
}
const COLOURS = ['red', 'yellow'];
const apple: Fruit = { id: 1, name: 'Apple', colour: 'red' };
const lemon: Fruit = { id: 2, name: 'Lemon', colour: 'yellow' };

/** The list's answer for (colour, page); a test sets it. */
const fetchFruits = jest.fn<Promise<ListPage<Fruit>>, [{ colour: string; page: number }]>();
const pageOf = (items: Fruit[], total = items.length, page = 1): ListPage<Fruit> => ({
  items,
  page,
  pageSize: 2,
  total,
});

const COLUMNS: readonly Column<Fruit>[] = [
  { header: 'Name', cell: (fruit) => fruit.name },
  { header: 'Colour', cell: (fruit) => fruit.colour, className: 'fruit-colour' },
];

/** A colour the page does not know is left out, as every list page checks its own filters. */
const filtersFromUrl = (search: URLSearchParams) => {
  const colour = search.get('colour') ?? '';
  return { colour: COLOURS.includes(colour) ? colour : '' };
};

/** A list page built on the kit, the way the back office's pages are. */
function FruitsPage() {
  const { filters, page, setFilters, setPage } = useUrlListState(filtersFromUrl);
  const fruits = useQuery({
    queryKey: ['fruits', filters.colour, page],
    queryFn: () => fetchFruits({ colour: filters.colour, page }),
    placeholderData: keepPreviousData,
  });
  return (
    <section>
      <label>
        Colour
        <select value={filters.colour} onChange={(event) => setFilters({ colour: event.target.value })}>
          <option value="">Any colour</option>
          {COLOURS.map((colour) => (
            <option key={colour}>{colour}</option>
          ))}
        </select>
      </label>
      <PagedList
        query={fruits}
        errorText="The fruits could not be loaded. Reload the page to try again."
        emptyText="No fruit matches."
        summary={(list) => <p>{list.total} fruits</p>}
        columns={COLUMNS}
        rowKey={(fruit) => fruit.id}
        pagesLabel="Fruit pages"
        onPage={setPage}
      />
    </section>
  );
}

function LocationProbe() {
  return <output aria-label="Address query">{useLocation().search}</output>;
}

/** Opens the page at an address; calling it again after `unmount` is a reload (a fresh query cache). */
function renderPage(path?: string) {
  if (path) window.history.pushState({}, '', path);
  const view = render(
    <AppProviders>
      <FruitsPage />
      <LocationProbe />
    </AppProviders>,
  );
  return { ...view, user: userEvent.setup() };
}

const address = () => screen.getByLabelText('Address query');
const pages = () => screen.queryByRole('navigation', { name: 'Fruit pages' });

afterEach(() => fetchFruits.mockReset());

describe('PagedList with useUrlListState', () => {
  it('shows the loading spinner until the list comes', async () => {
    let answer: (list: ListPage<Fruit>) => void = () => undefined;
    fetchFruits.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage('/admin/fruits');
    expect(screen.getByText('Loading…').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    act(() => answer(pageOf([apple])));
    expect(await screen.findByRole('cell', { name: 'Apple' })).toBeVisible();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('shows the columns’ headers and cells, the summary, and one row per item', async () => {
    fetchFruits.mockResolvedValue(pageOf([apple, lemon]));
    renderPage('/admin/fruits');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Colour']);
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'yellow' })).toHaveClass('fruit-colour');
    expect(screen.getByText('2 fruits')).toBeVisible();
    expect(pages()).not.toBeInTheDocument();
  });

  it('says the page’s words, and nothing else, when the list is empty', async () => {
    fetchFruits.mockResolvedValue(pageOf([]));
    renderPage('/admin/fruits');
    expect(await screen.findByText('No fruit matches.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('0 fruits')).not.toBeInTheDocument();
    expect(pages()).not.toBeInTheDocument();
  });

  it('alerts when the list cannot be loaded, and reloading the page tries again', async () => {
    fetchFruits.mockRejectedValueOnce(new Error('503'));
    const { unmount } = renderPage('/admin/fruits');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The fruits could not be loaded. Reload the page to try again.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(pages()).not.toBeInTheDocument();
    expect(fetchFruits).toHaveBeenCalledTimes(1);

    fetchFruits.mockResolvedValue(pageOf([apple]));
    unmount();
    renderPage();
    expect(await screen.findByRole('cell', { name: 'Apple' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('writes a changed filter to the address and starts again at page 1', async () => {
    fetchFruits.mockImplementation(async ({ page }) => pageOf([page === 3 ? lemon : apple], 6, page));
    const { user } = renderPage('/admin/fruits?page=3');
    expect(await screen.findByRole('cell', { name: 'Lemon' })).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Colour'), 'red');
    expect(await screen.findByRole('cell', { name: 'Apple' })).toBeVisible();
    expect(address()).toHaveTextContent('?colour=red');
    expect(fetchFruits).toHaveBeenLastCalledWith({ colour: 'red', page: 1 });
  });

  it('keeps a filter in the address through a reload', async () => {
    fetchFruits.mockResolvedValue(pageOf([lemon]));
    const { user, unmount } = renderPage('/admin/fruits');
    await screen.findByRole('cell', { name: 'Lemon' });
    await user.selectOptions(screen.getByLabelText('Colour'), 'yellow');
    expect(address()).toHaveTextContent('?colour=yellow');

    unmount();
    fetchFruits.mockClear();
    renderPage();
    expect(await screen.findByRole('cell', { name: 'Lemon' })).toBeVisible();
    expect(screen.getByLabelText('Colour')).toHaveValue('yellow');
    expect(fetchFruits.mock.calls).toEqual([[{ colour: 'yellow', page: 1 }]]);
  });

  it('leaves out a filter the page does not know, and a page that is not a whole number from 1', async () => {
    fetchFruits.mockResolvedValue(pageOf([apple]));
    renderPage('/admin/fruits?colour=purple&page=-2');
    await screen.findByRole('cell', { name: 'Apple' });
    expect(screen.getByLabelText('Colour')).toHaveValue('');
    expect(fetchFruits.mock.calls).toEqual([[{ colour: '', page: 1 }]]);
  });

  it('pages through the list keeping the filter, with Previous and Next stopping at the ends', async () => {
    fetchFruits.mockImplementation(async ({ page }) => pageOf([page === 1 ? apple : lemon], 4, page));
    const { user } = renderPage('/admin/fruits?colour=red');
    const nav = await screen.findByRole('navigation', { name: 'Fruit pages' });
    expect(nav).toHaveTextContent('Page 1 of 2');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('cell', { name: 'Lemon' })).toBeVisible();
    expect(address()).toHaveTextContent('?colour=red&page=2');
    expect(pages()).toHaveTextContent('Page 2 of 2');
    expect(within(pages()!).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pages()!).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('cell', { name: 'Apple' })).toBeVisible();
    expect(address()).toHaveTextContent('?colour=red');
    expect(address()).not.toHaveTextContent('page');
  });
});
