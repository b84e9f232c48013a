import { useLocation, useParams } from 'react-router';
import { adminPaths } from '../paths';
import { PageHeader } from '../ui/page-header';
import { LoadError, Loading } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { loadCatalogLookups } from './catalog-lookups';
import { ProductEditor } from './product-editor';
import { productsApi } from './products-api';

/** /admin/products/new and /admin/products/:id: the product form, once the product and the pickers' lists are in. */
export function ProductEditorPage() {
  const { id } = useParams();
  const createdAt = (useLocation().state as { createdAt?: string } | null)?.createdAt;
  const lookups = useLoad((signal) => loadCatalogLookups(signal), 'lookups');
  const detail = useLoad((signal) => (id ? productsApi.get(id, signal) : Promise.resolve(null)), id ?? 'new');
  // After a duplicate the old product's answer is still held until the copy's arrives.
  const product = id && detail.data?.result._id === id ? detail.data.result : undefined;
  const error = lookups.error ?? detail.error;

  if (!lookups.data || (id && !product))
    return (
      <>
        <PageHeader title={id ? 'Product' : 'New product'} back={{ to: adminPaths.products, label: 'Products' }} />
        {error ? (
          <LoadError
            message={error}
            onRetry={() => {
              lookups.reload();
              detail.reload();
            }}
          />
        ) : (
          <Loading label="Loading the product…" />
        )}
      </>
    );

  return (
    <ProductEditor
      key={id ?? 'new'}
      product={product}
      lookups={lookups.data}
      createdAt={createdAt}
      onProduct={(p) => detail.setData({ result: p })}
    />
  );
}
