/** @jsxImportSource preact */
import { hydrate } from 'preact';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import TeamGridIsland, { type TeamGridIslandProps } from './team-grid.island';

const PROPS: TeamGridIslandProps = {
  id: 'nb-team-t1',
  members: [
    {
      name: 'Ann Berg',
      post: 'CEO',
      image: '/images/ann.jpg',
      about: '<p>Runs the <a href="https://x.test" target="_blank">plant</a>.</p>',
    },
    { name: 'Bo Lind', post: 'Sales', image: '', about: '' },
  ],
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the team grid island', () => {
  it('opens and closes a card’s about text on a tap, which the about text describes', async () => {
    const element = document.createElement('nb-island');
    element.innerHTML = renderToString(<TeamGridIsland {...PROPS} />);
    document.body.append(element);
    await act(() => hydrate(<TeamGridIsland {...PROPS} />, element));
    const [ann, bo] = [...element.querySelectorAll<HTMLLIElement>('ul.nb-team__grid > li.nb-team-card')];
    const toggle = ann.querySelector<HTMLButtonElement>('.nb-team-card__toggle')!;
    expect(toggle.getAttribute('aria-describedby')).toBe('nb-team-t1-0');
    expect(element.querySelector('#nb-team-t1-0')?.textContent).toBe('Runs the plant.');
    // Links that open a new tab get their rel (the client application's RichText does the same).
    expect(element.querySelector('#nb-team-t1-0 a')?.getAttribute('rel')).toContain('noopener');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await act(() => toggle.click());
    expect(ann.classList.contains('is-open')).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await act(() => toggle.click());
    expect(ann.classList.contains('is-open')).toBe(false);
    // A member without an about text has nothing to open.
    await act(() => bo.querySelector<HTMLButtonElement>('button')!.click());
    expect(bo.classList.contains('is-open')).toBe(false);
    expect(bo.querySelector('button')?.hasAttribute('aria-expanded')).toBe(false);
  });
});
