import { useParams } from 'react-router';
import { CategoryScreen } from './category-screen';

/** /product/:category/:name/:id: a category's products, its sub-categories and similar categories. */
export function CategoryProductsPage() {
  const { id = '' } = useParams();
  return <CategoryScreen key={id} id={id} productsWithChildren />;
}
