import { usePageTitle } from '../../components/use-page-title';

// Placeholder until this screen is built.
export function ProductPage() {
  usePageTitle('Product');
  return <section className="container py-5"><h1>Product</h1></section>;
}
