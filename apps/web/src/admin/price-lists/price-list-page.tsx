import { useParams } from 'react-router';
import { categoryChoices, categoryTree } from '../products/catalog-lookups';
import { adminPaths } from '../paths';
import { PageHeader } from '../ui/page-header';
import { LoadError, Loading } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { PriceListEditor } from './price-list-editor';
import { priceListsApi } from './price-lists-api';

/** /admin/price-lists/new and /admin/price-lists/:id: the editor, once the list and the category tree are in. */
export function PriceListPage() {
  const { id } = useParams();
  const categories = useLoad(
    async (signal) => categoryChoices(categoryTree((await priceListsApi.categories(signal)).result)),
    'categories',
  );
  const detail = useLoad((signal) => (id ? priceListsApi.get(id, signal) : Promise.resolve(null)), id ?? 'new');
  const list = id && detail.data?.result._id === id ? detail.data.result : undefined;
  const error = categories.error ?? detail.error;

  if (!categories.data || (id && !list))
    return (
      <>
        <PageHeader title={id ? 'Price list' : 'New price list'} back={{ to: adminPaths.priceLists, label: 'Price lists' }} />
        {error ? (
          <LoadError
            message={error}
            onRetry={() => {
              categories.reload();
              detail.reload();
            }}
          />
        ) : (
          <Loading label="Loading the price list…" />
        )}
      </>
    );

  return (
    <PriceListEditor
      // A new answer (a save, an import) starts the form again from what the server holds.
      key={list ? `${list._id}-${list.updated_at}-${list.rule_count}` : 'new'}
      list={list}
      categories={categories.data}
      onList={(result) => detail.setData({ result })}
      onReload={detail.reload}
    />
  );
}
