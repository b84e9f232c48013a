/** @jsxImportSource preact */
import { hydrate, type FunctionComponent } from 'preact';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';

/**
 * An island as an island page serves it: the server's HTML in an <nb-island>, then hydrated in
 * place with the same props, as islands-entry.ts does.
 */
export async function serveIsland<P extends object>(Island: FunctionComponent<P>, props: P): Promise<HTMLElement> {
  const element = document.createElement('nb-island');
  element.innerHTML = renderToString(<Island {...props} />);
  document.body.append(element);
  await act(() => hydrate(<Island {...props} />, element));
  return element;
}
