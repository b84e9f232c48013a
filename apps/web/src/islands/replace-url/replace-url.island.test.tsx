/** @jsxImportSource preact */
import { hydrate } from 'preact';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import ReplaceUrlIsland from './replace-url.island';

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('the replace-url island', () => {
  it('shows nothing and puts the drawn page’s address in place of the one asked for, adding no history entry', async () => {
    history.replaceState(null, '', '/product/punches/round/c1?page=999');
    const before = history.length;
    const element = document.createElement('nb-island');
    element.innerHTML = renderToString(<ReplaceUrlIsland url="/product/punches/round/c1" />);
    document.body.append(element);
    await act(() => hydrate(<ReplaceUrlIsland url="/product/punches/round/c1" />, element));
    expect(element.innerHTML).toBe('');
    expect(location.pathname + location.search).toBe('/product/punches/round/c1');
    expect(history.length).toBe(before);
  });
});
