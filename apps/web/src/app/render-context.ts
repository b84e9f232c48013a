import type { PageViewer } from '@northbend/shared';

/**
 * What the server's render hands the routes' loaders (the static handler's requestContext, their
 * `context`): the customer the page is drawn for. Absent in the browser, and for a visitor.
 */
export interface RenderContext {
  viewer?: PageViewer;
}

export const viewerIn = (context: unknown): PageViewer | undefined => (context as RenderContext | null | undefined)?.viewer;
