import { Link, useSearchParams } from 'react-router';
import { queryString } from '../api/client';
import { adminPaths } from '../paths';
import { ListTable } from '../ui/list-table';
import { PageHeader } from '../ui/page-header';
import { nextParams } from '../ui/search-form';
import { useLoad } from '../ui/use-load';
import { loadCatalogLookups } from './catalog-lookups';
import { productColumns } from './product-columns';
import { PRODUCT_FILTER_KEYS, ProductFilters, type ProductFilterKey } from './product-filters';
import { productsApi } from './products-api';
import { useProductActions } from './use-product-actions';

/** Products: search and filters in the URL, a page of rows, each opened, duplicated or archived from its row. */
export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(PRODUCT_FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as Record<ProductFilterKey, string>;
  const query = queryString({ ...filters, page: params.get('page') });
  const list = useLoad((signal) => productsApi.list(query, signal), query);
  // The pickers' lists load once; the list works without them (the selects wait).
  const lookups = useLoad((signal) => loadCatalogLookups(signal), 'lookups');
  const actions = useProductActions(list.reload);
  const update = (changes: Record<string, string>) => setParams((current) => nextParams(current, changes));

  return (
    <>
      <PageHeader
        title="Products"
        actions={
          <Link to={adminPaths.newProduct} className="btn btn-sm btn-primary">
            New product
          </Link>
        }
      />
      <ProductFilters values={filters} lookups={lookups.data} onChange={update} onReset={() => setParams(new URLSearchParams())} />
      <ListTable
        list={list}
        caption="Products"
        columns={productColumns(actions)}
        rowKey={(p) => p._id}
        emptyTitle={filters.search ? `No product matches “${filters.search}”` : 'No products match'}
        noun="products"
        onPage={(page) => update({ page: String(page) })}
      >
        {Object.values(filters).some(Boolean) ? 'Try fewer filters, or clear them.' : 'Add the first product with New product.'}
      </ListTable>
      {actions.dialog}
    </>
  );
}
