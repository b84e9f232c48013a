import { createBrowserRouter } from 'react-router';
import { BlockSkeleton } from '../components/skeleton';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RootLayout } from '../features/layout/root-layout';

/**
 * Every screen is its own chunk (lazy), so the first page loads only what it shows. No
 * errorElement: the router's default error page shows 'Unexpected Application Error!' (spec 2).
 */
export const routes = [
  {
    path: '/',
    element: <RootLayout />,
    // Shown while the first screen's lazy chunk loads.
    hydrateFallbackElement: <BlockSkeleton />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/catalog/store-home-page')).StoreHomePage }) },
      { path: 'product/:category/:id', lazy: async () => ({ Component: (await import('../features/catalog/category-page')).CategoryPage }) },
      {
        path: 'product/:category/:name/:id',
        lazy: async () => ({ Component: (await import('../features/catalog/category-products-page')).CategoryProductsPage }),
      },
      {
        path: 'product-variant-example',
        lazy: async () => ({ Component: (await import('../features/product/product-variant-example-page')).ProductVariantExamplePage }),
      },
      { path: 'privacy-policy', lazy: async () => ({ Component: (await import('../features/legal/privacy-policy-page')).PrivacyPolicyPage }) },
      {
        path: 'end-user-license-agreement',
        lazy: async () => ({ Component: (await import('../features/legal/end-user-license-agreement-page')).EndUserLicenseAgreementPage }),
      },
      { path: ':slug', lazy: async () => ({ Component: (await import('../features/content/content-page')).ContentPage }) },
      { path: ':name/:id', lazy: async () => ({ Component: (await import('../features/product/product-page')).ProductPage }) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
