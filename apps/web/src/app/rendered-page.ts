import type { Dispatch } from '@reduxjs/toolkit';

/** What a route's `handle` may say (router.tsx). */
export interface RouteHandle {
  /**
   * Fills the store from the route's settled data as the screen's effects would: on the server
   * before it draws, in the browser before it hydrates, so both draw the same page (decision 019).
   */
  primeStore?: (data: never, dispatch: Dispatch) => void;
}

/** Fills the store for every matched route that asks (server and browser alike). */
export function primeStore(
  matches: { route: { id: string; handle?: unknown } }[],
  loaderData: Record<string, unknown>,
  dispatch: Dispatch,
): void {
  for (const { route } of matches) {
    const prime = (route.handle as RouteHandle | undefined)?.primeStore as ((data: unknown, dispatch: Dispatch) => void) | undefined;
    prime?.(loaderData[route.id], dispatch);
  }
}
