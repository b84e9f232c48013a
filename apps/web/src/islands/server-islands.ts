import type { FunctionComponent } from 'preact';
import HeaderIsland from './header/header.island';
import type { IslandName, IslandProps } from './names';

/** The islands as the server renders them: the same components as registry.ts, loaded at once. */
export const SERVER_ISLANDS: { [N in IslandName]: FunctionComponent<IslandProps[N]> } = {
  header: HeaderIsland,
};
