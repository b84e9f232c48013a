import { describe, expect, it, vi } from 'vitest';
import { recentPages } from './storefront-renderer.js';

describe('recentPages: server-rendered pages kept a few seconds', () => {
  const setup = (ttlMs = 5000) => {
    let clock = 0;
    const render = vi.fn(async (url: string) => `<html>${url}</html>`);
    const pages = recentPages(render, ttlMs, () => clock);
    return { render, pages, tick: (ms: number) => (clock += ms) };
  };

  it('renders an address once for a burst of visitors, and again once the time is up', async () => {
    const { render, pages, tick } = setup();
    const burst = await Promise.all([pages.render('/home'), pages.render('/home'), pages.render('/home')]);
    expect(burst).toEqual(['<html>/home</html>', '<html>/home</html>', '<html>/home</html>']);
    expect(render).toHaveBeenCalledTimes(1);
    tick(4999);
    await pages.render('/home');
    expect(render).toHaveBeenCalledTimes(1);
    tick(1);
    await pages.render('/home');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps each address apart, the query included', async () => {
    const { render, pages } = setup();
    expect(await pages.render('/?page=2')).toBe('<html>/?page=2</html>');
    expect(await pages.render('/')).toBe('<html>/</html>');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('forgets every page after an edit, and never keeps a failed render', async () => {
    const { render, pages } = setup();
    await pages.render('/home');
    pages.forget();
    await pages.render('/home');
    expect(render).toHaveBeenCalledTimes(2);

    render.mockRejectedValueOnce(new Error('database unavailable'));
    pages.forget();
    await expect(pages.render('/home')).rejects.toThrow('database unavailable');
    expect(await pages.render('/home')).toBe('<html>/home</html>');
  });

  it('renders every time when the time is 0 (PAGE_CACHE_MS=0)', async () => {
    const { render, pages } = setup(0);
    await pages.render('/home');
    await pages.render('/home');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('lets the oldest address go past 500 addresses', async () => {
    const { render, pages } = setup();
    for (let i = 0; i <= 500; i++) await pages.render(`/?page=${i}`);
    await pages.render('/?page=500');
    expect(render).toHaveBeenCalledTimes(501);
    await pages.render('/?page=0');
    expect(render).toHaveBeenCalledTimes(502);
  });
});
