import { useLoaderData, useParams } from 'react-router';
import type { CategoryEarly } from './category-loader';
import { CategoryScreen } from './category-screen';

/** /product/:category/:id: a category with its child categories (its products when it has none). */
export function CategoryPage() {
  const { id = '' } = useParams();
  // Started by the route's loader (category-loader.ts) while this screen's code loaded.
  const early = useLoaderData<CategoryEarly>();
  return <CategoryScreen key={id} id={id} productsWithChildren={false} early={early} />;
}
