import type { LoaderFunction } from 'react-router';

/**
 * The loader of a route that is a document with islands (decision 035): content, legal and
 * not-found pages. The client application does not draw them after its own first page: a
 * navigation to one (a link in the customer's screens, the browser's back button across them)
 * loads the server's document instead, while the page being left keeps showing with its loader
 * bar. Only the application's first page, when the server sent it the shell for such an address,
 * draws the route itself, with `loader` as before.
 */
export function documentRoute(loader?: LoaderFunction): LoaderFunction {
  return (args) => {
    if (!import.meta.env.SSR && args.request.url !== window.location.href) {
      window.location.assign(args.request.url);
      // Never settles: the browser is leaving this document.
      return new Promise<never>(() => undefined);
    }
    return loader ? loader(args) : null;
  };
}

/**
 * A document route whose loader lives in a module of its own (decision 036). The application
 * imports it only when it draws the page itself (its first page), in parallel with the screen's
 * chunk; leaving for the server's document needs none of it. So the application's first script
 * does not carry the public pages' loaders, which island documents never run in the browser.
 */
export function lazyDocumentRoute<M>(load: () => Promise<M>, pick: (module: M) => LoaderFunction): LoaderFunction {
  return documentRoute(async (args) => pick(await load())(args));
}
