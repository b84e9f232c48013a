import { usePageTitle } from '../../components/use-page-title';

// Placeholder until this screen is built.
export function CategoryProductsPage() {
  usePageTitle('Category');
  return <section className="container py-5"><h1>Category</h1></section>;
}
