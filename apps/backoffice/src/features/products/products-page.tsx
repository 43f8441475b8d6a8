import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LOW_STOCK_THRESHOLD, type AdminProduct } from '@shop/contracts/admin-products';
import { adminPath } from '@shop/contracts/admin-routes';
import { formatUsd, toCents } from '@shop/contracts/money';
import { Badge } from '@shop/ui/badge';
import { Button } from '@shop/ui/button';
import { Link } from '@shop/ui/router';
import { SelectField } from '@shop/ui/select-field';
import { TextField } from '@shop/ui/text-field';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import type { Column } from '../../list-kit/data-table.js';
import { PagedList } from '../../list-kit/paged-list.js';
import { useAddressDraft } from '../../list-kit/use-address-draft.js';
import { useUrlListState } from '../../list-kit/use-url-list-state.js';
import { productsQueryOptions } from './api/products.js';
import { CATEGORY_LABELS, CATEGORY_OPTIONS, formatDay } from './product-labels.js';
import './products.css';

const PUBLISHED_OPTIONS = [
  { value: 'true', label: 'Published' },
  { value: 'false', label: 'Hidden' },
];

const NUMBER = 'admin-products__number';
const COLUMNS: readonly Column<AdminProduct>[] = [
  {
    header: 'Name',
    cell: (product) => (
      <Link className="admin-products__name" to={adminPath('product', product.id)}>
        {product.name}
      </Link>
    ),
  },
  { header: 'Category', cell: (product) => CATEGORY_LABELS[product.category] },
  { header: 'Price', className: NUMBER, cell: (product) => formatUsd(toCents(product.price)) },
  {
    header: 'Stock',
    className: NUMBER,
    cell: (product) => (
      <>
        {product.stock} {product.stock <= LOW_STOCK_THRESHOLD ? <Badge tone="danger">Low</Badge> : null}
      </>
    ),
  },
  {
    header: 'In the shop',
    cell: (product) => (product.published ? <Badge tone="success">Published</Badge> : <Badge>Hidden</Badge>),
  },
  { header: 'Pressed on', cell: (product) => (product.pressedOn ? formatDay(product.pressedOn) : '—') },
];

/** The product filters written in the address (?category=oils&lowStock=true&search=sesame). */
const filtersFromUrl = (search: URLSearchParams) => ({
  category: search.get('category') ?? '',
  published: search.get('published') ?? '',
  lowStock: search.get('lowStock') ?? '',
  search: search.get('search') ?? '',
});

/** /admin/products: every product with its stock, filtered in the address so a filtered list can be shared. */
export function ProductsPage() {
  useDocumentTitle('Products and stock | Back office');
  const { filters, page, setFilters, setPage } = useUrlListState(filtersFromUrl);
  const [searchText, setSearchText] = useAddressDraft(filters.search);
  const products = useQuery({ ...productsQueryOptions({ ...filters, page }), placeholderData: keepPreviousData });

  return (
    <section>
      <h1>Products and stock</h1>
      <form
        className="admin-filters"
        role="search"
        aria-label="Filter products"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ search: searchText.trim() });
        }}
      >
        <TextField label="Name" value={searchText} onChange={(event) => setSearchText(event.target.value)} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
        <SelectField
          label="Category"
          placeholder="All categories"
          options={CATEGORY_OPTIONS}
          value={filters.category}
          onChange={(event) => setFilters({ category: event.target.value })}
        />
        <SelectField
          label="Shown in the shop"
          placeholder="Published and hidden"
          options={PUBLISHED_OPTIONS}
          value={filters.published}
          onChange={(event) => setFilters({ published: event.target.value })}
        />
        <label className="ui-checkbox">
          <input
            type="checkbox"
            checked={filters.lowStock === 'true'}
            onChange={(event) => setFilters({ lowStock: event.target.checked ? 'true' : '' })}
          />{' '}
          Low stock only ({LOW_STOCK_THRESHOLD} or fewer)
        </label>
      </form>
      <PagedList
        query={products}
        errorText="The products could not be loaded. Reload the page to try again."
        emptyText="No products match these filters."
        columns={COLUMNS}
        rowKey={(product) => product.id}
        pagesLabel="Product pages"
        onPage={setPage}
      />
    </section>
  );
}
