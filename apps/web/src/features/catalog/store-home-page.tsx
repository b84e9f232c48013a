import { usePageTitle } from '../../components/use-page-title';

// Placeholder until this screen is built.
export function StoreHomePage() {
  usePageTitle('Shop');
  return <section className="container py-5"><h1>Shop</h1></section>;
}
