import type { ComponentType } from 'react';
import type { RouteObject, ShouldRevalidateFunction } from 'react-router';
import { GuestRoute } from '../components/guest-route';
import { ProtectedRoute } from '../components/protected-route';
import { primeStoreHome, storeHomeLoader } from '../features/catalog/store-home-loader';
import { RootLayout } from '../features/layout/root-layout';
import { documentRoute, lazyDocumentRoute } from './document-route';
import type { RouteHandle } from './rendered-page';

/**
 * Bootstrap parts beyond the shell's stylesheet (styles/main.scss), fetched with the screens that
 * use them so the first page's render-blocking CSS stays small. Each kit loads once per visit.
 */
const kits = {
  forms: () => import('../styles/kits/forms.scss'),
  grid: () => import('../styles/kits/grid.scss'),
  tables: () => import('../styles/kits/tables.scss'),
  navs: () => import('../styles/kits/navs.scss'),
  overlays: () => import('../styles/kits/overlays.scss'),
  feedback: () => import('../styles/kits/feedback.scss'),
};
export type Kit = keyof typeof kits;
type Lazy = () => Promise<Record<string, unknown>>;

/** Requests the kits before the screen, so their <link>s precede the screen's stylesheet, which may refine them. */
const withKits =
  (names: Kit[], lazy: Lazy): Lazy =>
  async () => {
    const styles = names.map((name) => kits[name]());
    const route = await lazy();
    await Promise.all(styles);
    return route;
  };

/** A lazy screen that names the kits it uses; every lazy route is declared through it. */
const screen = <M,>(names: Kit[], load: () => Promise<M>, pick: (module: M) => ComponentType): Lazy =>
  withKits(names, async () => ({ Component: pick(await load()) }));

/**
 * The public pages' loader modules, loaded by the route when the application draws such a page
 * itself (lazyDocumentRoute), and their revalidation rules with the screen.
 */
const categoryLoaders = () => import('../features/catalog/category-loader');
const contentLoaders = () => import('../features/content/content-loader');
const productLoaders = () => import('../features/product/product-loader');

/** A lazy screen that also brings its loader module's shouldRevalidate. */
const withLoaderRules =
  <M,>(load: () => Promise<M>, pick: (module: M) => ShouldRevalidateFunction, lazy: Lazy): Lazy =>
  async () => {
    const [route, module] = await Promise.all([lazy(), load()]);
    return { ...route, shouldRevalidate: pick(module) };
  };

const approvalsScreen = screen(
  ['forms', 'feedback'],
  () => import('../features/company/approvals-page'),
  (m) => m.ApprovalsPage,
);

export const CATALOG: Kit[] = ['forms', 'navs', 'overlays'];
export const PRODUCT: Kit[] = ['forms', 'grid', 'tables', 'overlays', 'feedback'];
export const CONTENT: Kit[] = ['forms', 'grid', 'navs', 'overlays', 'feedback'];
export const ACCOUNT: Kit[] = ['forms', 'feedback'];

/**
 * Every screen is its own chunk (lazy), so the first page loads only what it shows. No
 * errorElement: the router's default error page shows 'Unexpected Application Error!' (spec 2).
 * Screens whose data is known from their URL (store home, category, content page, product) have a
 * static `loader`: the router runs it beside `lazy`, so the data (and then its largest picture)
 * loads in parallel with the screen's code instead of after it (the category, content and product
 * loaders' own modules load in that same step: lazyDocumentRoute). The loaders return at once, without
 * waiting for the data, so navigations show the screens' skeletons as before. Session data (orders,
 * wishlist, profile, the cart) is no URL's: those screens ask once mounted (state/use-customer-load.ts).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    // While the first screen's chunk loads, the header and footer already show (the layout puts a
    // skeleton where the screen goes), so the first paint does not wait for the screen's code.
    hydrateFallbackElement: <RootLayout />,
    children: [
      {
        index: true,
        // The server renders it with its list in the store (decision 019).
        handle: { primeStore: primeStoreHome } satisfies RouteHandle,
        // A document with islands (decision 035): a new query is a new document.
        loader: documentRoute(storeHomeLoader),
        lazy: screen(
          CATALOG,
          () => import('../features/catalog/store-home-page'),
          (m) => m.StoreHomePage,
        ),
      },
      {
        // Search results (issue 16): the loader lives in the page's chunk, so the first page's
        // script does not grow; it runs once the chunk is in, with the results asked for then.
        path: 'search',
        lazy: withKits(CATALOG, async () => {
          const { SearchPage, searchLoader } = await import('../features/catalog/search-page');
          return { Component: SearchPage, loader: documentRoute(searchLoader) };
        }),
      },
      {
        // The tool finder (issue 14): a document with islands; the loader asks for the answer to the
        // URL's choices. Both live in the page's chunks, so the first page's script does not grow.
        path: 'tool-finder',
        lazy: withKits(['forms'], async () => {
          const [{ ToolFinderPage }, { toolFinderLoader }] = await Promise.all([
            import('../features/tool-finder/tool-finder-page'),
            import('../features/tool-finder/tool-finder-loader'),
          ]);
          return { Component: ToolFinderPage, loader: documentRoute(toolFinderLoader) };
        }),
      },
      {
        path: 'product/:category/:id',
        loader: lazyDocumentRoute(categoryLoaders, (m) => m.categoryLoader(false)),
        lazy: withLoaderRules(
          categoryLoaders,
          (m) => m.categoryShouldRevalidate,
          screen(
            CATALOG,
            () => import('../features/catalog/category-page'),
            (m) => m.CategoryPage,
          ),
        ),
      },
      {
        path: 'product/:category/:name/:id',
        loader: lazyDocumentRoute(categoryLoaders, (m) => m.categoryLoader(true)),
        lazy: withLoaderRules(
          categoryLoaders,
          (m) => m.categoryShouldRevalidate,
          screen(
            CATALOG,
            () => import('../features/catalog/category-products-page'),
            (m) => m.CategoryProductsPage,
          ),
        ),
      },
      {
        path: 'product-variant-example',
        lazy: screen(
          PRODUCT,
          () => import('../features/product/product-variant-example-page'),
          (m) => m.ProductVariantExamplePage,
        ),
      },
      {
        path: 'privacy-policy',
        loader: documentRoute(),
        lazy: screen(
          ['tables'],
          () => import('../features/legal/privacy-policy-page'),
          (m) => m.PrivacyPolicyPage,
        ),
      },
      {
        path: 'end-user-license-agreement',
        loader: documentRoute(),
        lazy: screen(
          ['tables'],
          () => import('../features/legal/end-user-license-agreement-page'),
          (m) => m.EndUserLicenseAgreementPage,
        ),
      },
      {
        // Login-related screens: a logged-in customer is sent to / (spec section 2).
        element: <GuestRoute />,
        children: [
          {
            path: 'user/login',
            // A document with islands (issue 29): reached from the application's screens, it is loaded anew.
            loader: documentRoute(),
            lazy: screen(
              ACCOUNT,
              () => import('../features/account/login-page'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: 'user/register',
            lazy: screen(
              ACCOUNT,
              () => import('../features/account/register-page'),
              (m) => m.RegisterPage,
            ),
          },
          {
            path: 'user/register/success',
            lazy: screen(
              ACCOUNT,
              () => import('../features/account/register-success-page'),
              (m) => m.RegisterSuccessPage,
            ),
          },
          {
            path: 'user/forget-password',
            lazy: screen(
              ACCOUNT,
              () => import('../features/account/forget-password-page'),
              (m) => m.ForgetPasswordPage,
            ),
          },
          {
            path: 'user/reset-password',
            lazy: screen(
              ACCOUNT,
              () => import('../features/account/reset-password-page'),
              (m) => m.ResetPasswordPage,
            ),
          },
        ],
      },
      // Order results: the payment provider sends the browser back here (spec section 2).
      {
        path: 'order/process/success',
        lazy: screen(
          [],
          () => import('../features/checkout/order-result-pages'),
          (m) => m.OrderPlacedPage,
        ),
      },
      {
        path: 'order/process/faild',
        lazy: screen(
          [],
          () => import('../features/checkout/order-result-pages'),
          (m) => m.OrderFailedPage,
        ),
      },
      {
        path: 'order/payment/success',
        lazy: screen(
          [],
          () => import('../features/checkout/order-result-pages'),
          (m) => m.PaymentSucceededPage,
        ),
      },
      {
        path: 'order/payment/faild',
        lazy: screen(
          [],
          () => import('../features/checkout/order-result-pages'),
          (m) => m.PaymentFailedPage,
        ),
      },
      // Open to everyone: a verification link works whether or not someone is logged in.
      {
        // A colleague's invitation to a company (issue 26): the email's link, ?token=.
        path: 'user/invitation',
        lazy: screen(
          ACCOUNT,
          () => import('../features/account/invitation-page'),
          (m) => m.InvitationPage,
        ),
      },
      {
        path: 'user/verify/register',
        lazy: screen(
          ACCOUNT,
          () => import('../features/account/verify-register-page'),
          (m) => m.VerifyRegisterPage,
        ),
      },
      {
        // Customer screens: a visitor is sent to /user/login (spec section 6).
        element: <ProtectedRoute />,
        children: [
          {
            path: 'user/logout',
            lazy: screen(
              ACCOUNT,
              () => import('../features/account/logout-page'),
              (m) => m.LogoutPage,
            ),
          },
          {
            path: 'user/change-password',
            lazy: screen(
              ACCOUNT,
              () => import('../features/account/change-password-page'),
              (m) => m.ChangePasswordPage,
            ),
          },
          {
            path: 'user/profile',
            lazy: screen(
              ACCOUNT,
              () => import('../features/account/profile-page'),
              (m) => m.ProfilePage,
            ),
          },
          {
            path: 'user/profile/update',
            lazy: screen(
              ACCOUNT,
              () => import('../features/account/profile-update-page'),
              (m) => m.ProfileUpdatePage,
            ),
          },
          {
            path: 'order/checkout',
            lazy: screen(
              ['forms', 'overlays', 'feedback'],
              () => import('../features/checkout/checkout-page'),
              (m) => m.CheckoutPage,
            ),
          },
          {
            path: 'user/order',
            lazy: screen(
              ['feedback'],
              () => import('../features/orders/orders-page'),
              (m) => m.OrdersPage,
            ),
          },
          {
            path: 'user/add-to-cart',
            lazy: screen(
              ['feedback'],
              () => import('../features/cart/cart-page'),
              (m) => m.CartPage,
            ),
          },
          {
            path: 'user/quick-order',
            lazy: screen(
              ['forms', 'feedback'],
              () => import('../features/quick-order/quick-order-page'),
              (m) => m.QuickOrderPage,
            ),
          },
          {
            // Quotes for special tools (issue 14 item 5): ?quote=Q-10001 opens one (the emails' link).
            path: 'user/quotes',
            lazy: screen(
              ['forms', 'feedback'],
              () => import('../features/quotes/quotes-page'),
              (m) => m.QuotesPage,
            ),
          },
          {
            path: 'user/quotes/new',
            lazy: screen(
              ['forms', 'feedback'],
              () => import('../features/quotes/quote-request-page'),
              (m) => m.QuoteRequestPage,
            ),
          },
          {
            // The customer's company (issue 26): members, invitations, locations, machines.
            path: 'user/company',
            lazy: screen(
              ['forms', 'feedback'],
              () => import('../features/company/company-page'),
              (m) => m.CompanyPage,
            ),
          },
          // Orders over a buyer's limit (issue 26); /{id} is the admins' emails' link. One screen for
          // both, declared once, so the first page's script names its chunk once.
          { path: 'user/approvals', lazy: approvalsScreen },
          { path: 'user/approvals/:approvalId', lazy: approvalsScreen },
          {
            path: 'user/wishlist',
            lazy: screen(
              [],
              () => import('../features/wishlist/wishlist-page'),
              (m) => m.WishlistPage,
            ),
          },
        ],
      },
      {
        path: ':slug',
        loader: lazyDocumentRoute(contentLoaders, (m) => m.contentPageLoader),
        lazy: withLoaderRules(
          contentLoaders,
          (m) => m.contentPageShouldRevalidate,
          screen(
            CONTENT,
            () => import('../features/content/content-page'),
            (m) => m.ContentPage,
          ),
        ),
      },
      {
        path: ':name/:id',
        loader: lazyDocumentRoute(productLoaders, (m) => m.productLoader),
        lazy: withLoaderRules(
          productLoaders,
          (m) => m.productShouldRevalidate,
          screen(
            PRODUCT,
            () => import('../features/product/product-page'),
            (m) => m.ProductPage,
          ),
        ),
      },
      {
        // Rarely reached (`:slug` and `:name/:id` take most unknown paths): a chunk of its own.
        path: '*',
        loader: documentRoute(),
        lazy: screen(
          [],
          () => import('../components/not-found-page'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];
