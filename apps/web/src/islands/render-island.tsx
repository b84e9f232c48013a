import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { IslandsDocument, LayoutData } from './islands-document';
import type { IslandWhen } from './kinds';
import type { IslandName } from './names';
import { SERVER_ISLANDS } from './server-islands';

/**
 * An island document being rendered, and the islands it has drawn so far with when each is due:
 * the page preloads the code of those due at load, and lets the others come when they are due, so
 * they do not share the phone's first bandwidth with the page's largest picture.
 */
export interface RenderingIslands extends IslandsDocument {
  used: Map<IslandName, IslandWhen>;
}

const MOMENTS: IslandWhen[] = ['load', 'idle', 'visible'];

/**
 * Server only (entry-server.tsx). An island's HTML is rendered by Preact, the library that will
 * hydrate it in the browser, so the two agree node for node; the React page around it carries it
 * as it is. Its props go on the element as JSON (React escapes the attribute).
 */
export function renderingIslands(layout: LayoutData): RenderingIslands {
  const used = new Map<IslandName, IslandWhen>();
  return {
    layout,
    used,
    island(name, props, when = 'load') {
      // An island drawn twice is due at the earlier of its moments.
      const before = used.get(name);
      if (!before || MOMENTS.indexOf(when) < MOMENTS.indexOf(before)) used.set(name, when);
      const html = renderToString(h(SERVER_ISLANDS[name], props));
      return (
        <nb-island
          key={`island-${name}`}
          data-island={name}
          data-when={when}
          data-props={JSON.stringify(props)}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      );
    },
  };
}
