import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { Writable } from 'node:stream';
import { serializeLoaderData, settleLoads } from './lib/early-load-transfer';
import { primeStore } from './app/rendered-page';
import { routes } from './app/router';
import { makeStore } from './app/store';
import { cartLineCount, type CartListAnswer, type PageViewer, type WishlistAnswer } from '@northbend/shared';
import type { RenderContext } from './app/render-context';
import { getMainCategories } from './components/lookup-api';
import { loadPageDirectory } from './components/use-page-directory';
import { IslandsDocumentContext, type LayoutData } from './islands/islands-document';
import { islandSource } from './islands/names';
import { renderingIslands, type RenderingIslands } from './islands/render-island';
import { apiGet } from './lib/api-client';
import { apiPaths } from './lib/api-paths';
import { islandsPageDocument, pageDocument, shellDocument, type BuildAssets } from './server/page-document';
import { pageHeadOf, shellTitleOf } from './server/page-head';
import { documentKindOf, renderedModulesOf } from './server/rendered-screens';

export { setApiTransport } from './lib/api-client';
export { setShopTimeZone } from './lib/shop-time';
export type { BuildAssets } from './server/page-document';

/**
 * The storefront's server entry (decision 019), built by `vite build --ssr` into dist/ssr and
 * loaded by the API (apps/api/src/plugins/storefront-renderer.ts). It renders the public pages with
 * React Router's static handler: the same routes, loaders and screens as the browser, for a
 * visitor (no session, so no price ever enters this HTML). The loaders' API calls reach the API
 * in its own process through setApiTransport.
 */

/**
 * A page drawn on the server, or `shell`: a screen the browser draws alone (a customer's, a
 * form's), as index.html with the title its screen will set (null: index.html as it is, 'Title
 * Not Set').
 */
export type RenderedResult =
  /** `personal`: drawn for the viewer, never to be kept or sent to anyone else. */
  { kind: 'page'; html: string; personal?: boolean } | { kind: 'shell'; html: string | null; personal?: boolean };

const handler = createStaticHandler(routes);

/** Draws the page, waiting for every lazy part (Suspense) so the HTML is whole and has no inline script. */
function renderToHtml(
  context: StaticHandlerContext,
  store: ReturnType<typeof makeStore>,
  islands: RenderingIslands | null,
): Promise<string> {
  const router = createStaticRouter(handler.dataRoutes, context);
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(
      <StrictMode>
        <Provider store={store}>
          <IslandsDocumentContext.Provider value={islands}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </IslandsDocumentContext.Provider>
        </Provider>
      </StrictMode>,
      {
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        onError: (error) => {
          reject(error as Error);
        },
      },
    );
  });
}

/** The customer's cart and wishlist: the header's counts and the product page's buttons draw from them. */
async function viewerListsOf(viewer: PageViewer): Promise<Required<Pick<LayoutData, 'session' | 'viewerLists'>>> {
  const [cart, wishlist] = await Promise.all([
    apiGet<CartListAnswer>(apiPaths.cartList(viewer.customerId), { quiet: true }),
    apiGet<WishlistAnswer>(apiPaths.wishlist(viewer.customerId), { quiet: true }),
  ]);
  return {
    session: {
      user: { _id: viewer.customerId, user_name: viewer.userName },
      cartCount: cartLineCount(cart.data.result),
      wishlistCount: wishlist.result.length,
    },
    viewerLists: { cart: cart.data.result, wishlistIds: wishlist.result.map((p) => p._id) },
  };
}

/** What the frame of a public page shows (header and footer), asked for once per render. */
async function layoutData(viewer: PageViewer | undefined): Promise<LayoutData> {
  const [pages, categories, lists] = await Promise.all([
    loadPageDirectory(),
    getMainCategories().catch(() => []),
    // The customer's lists are a first paint only: if they cannot be had, the page starts as the
    // visitor's and the browser's session store fills it in, rather than the page failing.
    viewer ? viewerListsOf(viewer).catch(() => undefined) : undefined,
  ]);
  return { pages, categories, ...lists };
}

/**
 * Renders the storefront page at `url` (path and query), for a visitor, or for `viewer` when it is
 * an island document (decision 035). `origin` is the shop's public address, for the canonical
 * link, Open Graph and JSON-LD.
 */
export async function renderPage(url: string, origin: string, assets: BuildAssets, viewer?: PageViewer): Promise<RenderedResult> {
  const request = new Request(origin + url);
  const kind = documentKindOf(matchRoutes(routes, new URL(request.url).pathname)?.at(-1)?.route ?? {});
  // Only an island document is drawn for a customer (a client application's page hydrates from the
  // visitor's store): for any other page, say so before running its loaders, and the API sends the
  // visitor's page it keeps.
  if (viewer && kind !== 'islands') return { kind: 'shell', html: null, personal: false };
  // The loaders draw the page for the customer the API read from the page cookie (decision 035).
  const requestContext: RenderContext = { viewer };
  const context = await handler.query(request, { requestContext });
  // No loader of the storefront's redirects or throws a response; if one ever did, the browser decides.
  if (context instanceof Response) return { kind: 'shell', html: null };
  const leaf = context.matches.at(-1);
  const modules = leaf ? renderedModulesOf(leaf.route) : null;
  if (!modules || context.errors) {
    const title = context.errors ? null : shellTitleOf(leaf?.route.path);
    return { kind: 'shell', html: title === null ? null : shellDocument(title, assets) };
  }

  await settleLoads(context.loaderData);
  const store = makeStore();
  primeStore(context.matches, context.loaderData, store.dispatch);

  // A public page is a document with islands (decision 035): its frame's data (the page directory
  // for the header, the main categories for the footer) is asked for here, so the HTML holds it.
  // A page of the client application is always the visitor's (its hydration starts from the
  // visitor's store, decision 019); an island document may be drawn for the customer.
  const islands = kind === 'islands' ? renderingIslands(await layoutData(viewer)) : null;
  const body = await renderToHtml(context, store, islands);
  const head = pageHeadOf(
    context.matches.map((m) => ({
      id: m.route.id,
      path: m.route.path,
      index: m.route.index,
      params: m.params,
      data: context.loaderData[m.route.id],
    })),
    origin,
  );
  const canonical = origin + new URL(request.url).pathname;
  if (islands) {
    const dueAtLoad = [...islands.used].filter(([, when]) => when === 'load').map(([name]) => islandSource(name));
    const parts = { head, url: canonical, origin, body, modules, islands: dueAtLoad };
    return { kind: 'page', html: islandsPageDocument(parts, assets), personal: Boolean(viewer) };
  }
  const data = serializeLoaderData({ loaderData: context.loaderData, actionData: null, errors: null });
  return { kind: 'page', html: pageDocument({ head, url: canonical, origin, body, data, modules }, assets) };
}
