import { describe, expect, it } from 'vitest';
import { withSafeLinkRel } from './html.js';

describe('withSafeLinkRel', () => {
  it('gives a link that opens a new tab rel="noopener noreferrer" when rendered', () => {
    expect(withSafeLinkRel('<p><a href="https://x.example" target="_blank">x</a> <a href="/y">y</a></p>')).toBe(
      '<p><a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a> <a href="/y">y</a></p>',
    );
  });

  it('keeps a rel the editor gave and leaves other tags alone', () => {
    const html = '<p><a href="/z" target="_blank" rel="noopener noreferrer">z</a><abbr>b</abbr></p>';
    expect(withSafeLinkRel(html)).toBe(html);
  });
});
