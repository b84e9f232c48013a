/**
 * When an island's code loads and hydrates (decision 035): at once, once the browser is idle, or
 * once it comes within 200 px of the screen. Shared by the server, which writes it on the island's
 * element, and the browser's islands entry, which reads it.
 */
export type IslandWhen = 'load' | 'idle' | 'visible';

/** The element an island's HTML sits in: `<nb-island data-island data-when data-props>`. */
export const ISLAND_TAG = 'nb-island';

/**
 * `<html data-islands="ready">` once every island due at load or idle has hydrated: journeys and
 * tools wait for it as they wait for `#root[data-hydrated]` on the client application's pages.
 */
export const ISLANDS_READY = 'ready';

/**
 * Marks an island document's stylesheets that only what a buyer opens needs (dialogs, tooltips):
 * linked for print, so they neither hold the first paint nor add to the HTML, and switched on for
 * the screen by the islands entry.
 */
export const LATER_STYLE = 'data-later-style';
