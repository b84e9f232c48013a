import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { IslandsDocument, LayoutData } from './islands-document';
import type { IslandName } from './names';
import { SERVER_ISLANDS } from './server-islands';

/** An island document being rendered, and the islands it has drawn so far (their code is preloaded). */
export interface RenderingIslands extends IslandsDocument {
  used: Set<IslandName>;
}

/**
 * Server only (entry-server.tsx). An island's HTML is rendered by Preact, the library that will
 * hydrate it in the browser, so the two agree node for node; the React page around it carries it
 * as it is. Its props go on the element as JSON (React escapes the attribute).
 */
export function renderingIslands(layout: LayoutData): RenderingIslands {
  const used = new Set<IslandName>();
  return {
    layout,
    used,
    island(name, props, when = 'load') {
      used.add(name);
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
