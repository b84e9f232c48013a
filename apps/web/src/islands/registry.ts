import type { FunctionComponent } from 'preact';
import type { IslandName, IslandProps } from './names';

type IslandModule<N extends IslandName> = { default: FunctionComponent<IslandProps[N]> };

/**
 * The browser's islands, each its own chunk: a page loads the code of the islands it holds and no
 * other (the server preloads exactly those, page-document.ts). The server's twin is server-islands.ts.
 */
export const ISLANDS: { [N in IslandName]: () => Promise<IslandModule<N>> } = {
  header: () => import('./header/header.island'),
};
