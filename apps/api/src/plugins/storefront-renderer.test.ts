import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { encodePage } from './page-encodings.js';
import { recentPages, type DrawnPage, type StorefrontPage } from './storefront-renderer.js';

describe('recentPages: server-rendered pages kept a few seconds', () => {
  const setup = (ttlMs = 5000) => {
    let clock = 0;
    const draw = vi.fn(async (url: string): Promise<DrawnPage> => ({ status: 200, html: `<html>${url}</html>` }));
    const encode = vi.fn(encodePage);
    const pages = recentPages(draw, ttlMs, () => clock, encode);
    return { draw, encode, pages, html: async (url: string) => htmlOf(await pages.page(url)), tick: (ms: number) => (clock += ms) };
  };
  const htmlOf = (page: StorefrontPage) => ('html' in page ? page.html : null);
  /** Lets the draws started in the background finish. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('draws an address once for a burst of visitors, and again once the time is up', async () => {
    const { draw, html, tick } = setup();
    const burst = await Promise.all([html('/home'), html('/home'), html('/home')]);
    expect(burst).toEqual(['<html>/home</html>', '<html>/home</html>', '<html>/home</html>']);
    expect(draw).toHaveBeenCalledTimes(1);
    tick(4999);
    await html('/home');
    expect(draw).toHaveBeenCalledTimes(1);
    tick(1);
    await html('/home');
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('keeps each address apart, the query included', async () => {
    const { draw, html } = setup();
    expect(await html('/?page=2')).toBe('<html>/?page=2</html>');
    expect(await html('/')).toBe('<html>/</html>');
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('keeps the status with the page: a missing address, a moved one and the shell are drawn once too', async () => {
    const { draw, pages } = setup();
    draw.mockImplementation(async (url) =>
      url === '/old-name/1'
        ? { status: 301, location: '/new-name/1' }
        : url === '/user/order'
          ? { status: 200, html: null }
          : { status: 404, html: '<html>not found</html>' },
    );
    for (let i = 0; i < 2; i++) {
      expect(await pages.page('/old-name/1')).toEqual({ status: 301, location: '/new-name/1' });
      expect(await pages.page('/user/order')).toEqual({ status: 200, html: null });
      expect(await pages.page('/no-such-page')).toMatchObject({ status: 404, html: '<html>not found</html>' });
    }
    expect(draw).toHaveBeenCalledTimes(3);
  });

  it('makes each encoded copy once, on its first ask, and keeps it with the page', async () => {
    const { encode, pages } = setup();
    const page = await pages.page('/home');
    expect(encode).not.toHaveBeenCalled();
    if (page.status === 301 || page.html === null) throw new Error('a rendered page was expected');
    const [br, br2, gz] = await Promise.all([page.encoded('br'), page.encoded('br'), page.encoded('gzip')]);
    expect(brotliDecompressSync(br).toString()).toBe('<html>/home</html>');
    expect(gunzipSync(gz).toString()).toBe('<html>/home</html>');
    expect(br2).toBe(br);
    const again = await pages.page('/home');
    if (again.status === 301 || again.html === null) throw new Error('a rendered page was expected');
    expect(await again.encoded('gzip')).toBe(gz);
    expect(encode.mock.calls).toEqual([
      ['<html>/home</html>', 'br'],
      ['<html>/home</html>', 'gzip'],
    ]);
    // One weak tag for every encoding: the plain HTML's.
    expect(again.etag).toMatch(/^W\/"[\w-]{27}"$/);
  });

  it('forgets every page after an edit, and never keeps a failed draw', async () => {
    const { draw, pages, html } = setup();
    await html('/home');
    pages.forget();
    await html('/home');
    expect(draw).toHaveBeenCalledTimes(2);

    draw.mockRejectedValueOnce(new Error('database unavailable'));
    pages.forget();
    await expect(pages.page('/home')).rejects.toThrow('database unavailable');
    expect(await html('/home')).toBe('<html>/home</html>');
  });

  it('sends a page whose time is up while its next draw runs, but none older than twice its time', async () => {
    const { draw, html, tick } = setup();
    let drawn = 0;
    draw.mockImplementation(async (url) => ({ status: 200, html: `<html>${url} ${++drawn}</html>` }));
    expect(await html('/home')).toBe('<html>/home 1</html>');
    tick(5000);
    expect(await Promise.all([html('/home'), html('/home')])).toEqual(['<html>/home 1</html>', '<html>/home 1</html>']);
    expect(draw).toHaveBeenCalledTimes(2);
    await settled();
    expect(await html('/home')).toBe('<html>/home 2</html>');
    // Kept from the second draw (at 5000) until 10000, sent while redrawn until 15000, no later.
    tick(10000);
    expect(await html('/home')).toBe('<html>/home 3</html>');
    expect(draw).toHaveBeenCalledTimes(3);
  });

  it('drops a page whose next draw failed, or that an edit cleared while it was drawn again', async () => {
    const { draw, pages, html, tick } = setup();
    let drawn = 0;
    draw.mockImplementation(async (url) => ({ status: 200, html: `<html>${url} ${++drawn}</html>` }));
    await html('/home');
    tick(5000);
    draw.mockRejectedValueOnce(new Error('database unavailable'));
    expect(await html('/home')).toBe('<html>/home 1</html>');
    await settled();
    // The failed draw is not kept, and the old page is no longer sent: this visitor waits for a new one.
    expect(await html('/home')).toBe('<html>/home 2</html>');

    tick(5000);
    let finish = () => {};
    draw.mockImplementationOnce(
      (url) => new Promise((resolve) => (finish = () => resolve({ status: 200, html: `<html>${url} drawn before the edit</html>` }))),
    );
    expect(await html('/home')).toBe('<html>/home 2</html>');
    pages.forget();
    finish();
    await settled();
    expect(await html('/home')).toBe('<html>/home 3</html>');
  });

  it('draws every time when the time is 0 (PAGE_CACHE_MS=0)', async () => {
    const { draw, html } = setup(0);
    await html('/home');
    await html('/home');
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('lets the oldest address go past 500 addresses', async () => {
    const { draw, html } = setup();
    for (let i = 0; i <= 500; i++) await html(`/?page=${i}`);
    await html('/?page=500');
    expect(draw).toHaveBeenCalledTimes(501);
    await html('/?page=0');
    expect(draw).toHaveBeenCalledTimes(502);
  });
});
