import { useEffect, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LOW_STOCK_THRESHOLD, type AdminProduct } from '@shop/contracts/admin-products';
import { adminPath } from '@shop/contracts/admin-routes';
import { formatUsd, toCents } from '@shop/contracts/money';
import { Badge } from '@shop/ui/badge';
import { Button } from '@shop/ui/button';
import { Link, useSearchParams } from '@shop/ui/router';
import { SelectField } from '@shop/ui/select-field';
import { Spinner } from '@shop/ui/spinner';
import { TextField } from '@shop/ui/text-field';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { Pagination } from '../../components/pagination.js';
import { productsQueryOptions } from './api/products.js';
import { CATEGORY_LABELS, CATEGORY_OPTIONS, formatDay } from './product-labels.js';
import './products.css';

const PUBLISHED_OPTIONS = [
  { value: 'true', label: 'Published' },
  { value: 'false', label: 'Hidden' },
];

/** /admin/products: every product with its stock, filtered in the address so a filtered list can be shared. */
export function ProductsPage() {
  useDocumentTitle('Products and stock | Back office');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = {
    category: searchParams.get('category') ?? '',
    published: searchParams.get('published') ?? '',
    lowStock: searchParams.get('lowStock') ?? '',
    search: searchParams.get('search') ?? '',
  };
  const page = Number(searchParams.get('page') ?? '1') || 1;
  const [searchText, setSearchText] = useState(filters.search);
  // Back and forward change the address: the name box follows it.
  useEffect(() => setSearchText(filters.search), [filters.search]);
  const products = useQuery({ ...productsQueryOptions({ ...filters, page }), placeholderData: keepPreviousData });

  /** A changed filter starts again at page 1. */
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setSearchParams(next);
  };
  const setPage = (nextPage: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('page', String(nextPage));
    setSearchParams(next);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter('search', searchText.trim());
  };

  return (
    <section>
      <h1>Products and stock</h1>
      <form className="admin-filters" role="search" aria-label="Filter products" onSubmit={search}>
        <TextField label="Name" value={searchText} onChange={(event) => setSearchText(event.target.value)} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
        <SelectField
          label="Category"
          placeholder="All categories"
          options={CATEGORY_OPTIONS}
          value={filters.category}
          onChange={(event) => setFilter('category', event.target.value)}
        />
        <SelectField
          label="Shown in the shop"
          placeholder="Published and hidden"
          options={PUBLISHED_OPTIONS}
          value={filters.published}
          onChange={(event) => setFilter('published', event.target.value)}
        />
        <label className="ui-checkbox">
          <input
            type="checkbox"
            checked={filters.lowStock === 'true'}
            onChange={(event) => setFilter('lowStock', event.target.checked ? 'true' : '')}
          />{' '}
          Low stock only ({LOW_STOCK_THRESHOLD} or fewer)
        </label>
      </form>
      {products.isPending ? (
        <Spinner />
      ) : products.isError ? (
        <p role="alert">The products could not be loaded. Reload the page to try again.</p>
      ) : products.data.items.length === 0 ? (
        <p>No products match these filters.</p>
      ) : (
        <>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Category</th>
                <th scope="col">Price</th>
                <th scope="col">Stock</th>
                <th scope="col">In the shop</th>
                <th scope="col">Pressed on</th>
              </tr>
            </thead>
            <tbody>
              {products.data.items.map((product) => (
                <ProductRow key={product.id} product={product} />
              ))}
            </tbody>
          </table>
          <Pagination label="Product pages" {...products.data} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function ProductRow({ product }: { product: AdminProduct }) {
  return (
    <tr>
      <td>
        <Link className="admin-products__name" to={adminPath('product', product.id)}>
          {product.name}
        </Link>
      </td>
      <td>{CATEGORY_LABELS[product.category]}</td>
      <td className="admin-products__number">{formatUsd(toCents(product.price))}</td>
      <td className="admin-products__number">
        {product.stock} {product.stock <= LOW_STOCK_THRESHOLD ? <Badge tone="danger">Low</Badge> : null}
      </td>
      <td>{product.published ? <Badge tone="success">Published</Badge> : <Badge>Hidden</Badge>}</td>
      <td>{product.pressedOn ? formatDay(product.pressedOn) : '—'}</td>
    </tr>
  );
}
