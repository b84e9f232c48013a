import { h, render } from 'preact';
import { useEffect, useRef } from 'react';
import { useIslandsDocument } from './islands-document';
import type { IslandWhen } from './kinds';
import type { IslandName, IslandProps } from './names';
import { ISLANDS } from './registry';

/**
 * An island inside the client application or the back office's page preview (decision 035): React
 * draws an empty <nb-island>, Preact draws the island into it once mounted. So a part that is an
 * island on the public pages has one implementation, not a React twin. React never touches the
 * element's children, which are Preact's.
 */
export function IslandInApp<N extends IslandName>({ name, props }: { name: N; props: IslandProps[N] }) {
  const element = useRef<HTMLElement>(null);
  // The props as JSON: a new object with the same data draws nothing again.
  const data = JSON.stringify(props);

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    let live = true;
    void ISLANDS[name]().then(({ default: Island }) => {
      if (live) render(h(Island as (p: object) => ReturnType<typeof Island>, JSON.parse(data) as object), target);
    });
    return () => {
      live = false;
      render(null, target);
    };
  }, [name, data]);

  return <nb-island ref={element} data-island={name} data-when="load" data-props={data} />;
}

/**
 * An island where a page part draws it: on an island document, the server's island (plain HTML
 * plus its props); in the client application, the same island through IslandInApp.
 */
export function Island<N extends IslandName>({ name, props, when }: { name: N; props: IslandProps[N]; when?: IslandWhen }) {
  const doc = useIslandsDocument();
  return doc ? doc.island(name, props, when) : <IslandInApp name={name} props={props} />;
}
