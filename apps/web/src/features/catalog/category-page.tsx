import { useParams } from 'react-router';
import { CategoryScreen } from './category-screen';

/** /product/:category/:id: a category with its child categories (its products when it has none). */
export function CategoryPage() {
  const { id = '' } = useParams();
  return <CategoryScreen key={id} id={id} productsWithChildren={false} />;
}
