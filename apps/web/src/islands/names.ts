import type { HeaderIslandProps } from './header/header.island';

/**
 * Every island of the public pages (decision 035) and the props the server gives it. The props are
 * written into the page as JSON: plain data only, and only what the island draws.
 */
export interface IslandProps {
  header: HeaderIslandProps;
}

export type IslandName = keyof IslandProps;

/** An island's module, by convention: src/islands/{name}/{name}.island.tsx (the build's manifest key). */
export const islandSource = (name: IslandName): string => `src/islands/${name}/${name}.island.tsx`;
