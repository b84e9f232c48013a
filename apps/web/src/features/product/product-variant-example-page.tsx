import { usePageTitle } from '../../components/use-page-title';

// Placeholder until this screen is built.
export function ProductVariantExamplePage() {
  usePageTitle('Product Variant Example');
  return <section className="container py-5"><h1>Product Variant Example</h1></section>;
}
