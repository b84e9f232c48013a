import { useLoaderData, useParams } from 'react-router';
import type { CategoryEarly } from './category-loader';
import { CategoryScreen } from './category-screen';

/** /product/:category/:name/:id: a category's products, its sub-categories and similar categories. */
export function CategoryProductsPage() {
  const { id = '' } = useParams();
  // Started by the route's loader (category-loader.ts) while this screen's code loaded.
  const early = useLoaderData<CategoryEarly>();
  return <CategoryScreen key={id} id={id} productsWithChildren early={early} />;
}
