/** @jsxImportSource preact */
import { act } from 'preact/test-utils';
import { serveIsland } from '../../test/serve-island';
import { afterEach, describe, expect, it } from 'vitest';
import ProductGalleryIsland, { type ProductGalleryIslandProps } from './product-gallery.island';

const PROPS: ProductGalleryIslandProps = { name: 'Thick Turret Punch', images: ['/uploads/a.png', '/uploads/b.png'] };

const serveAndHydrate = (props: ProductGalleryIslandProps): Promise<HTMLElement> => serveIsland(ProductGalleryIsland, props);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the product gallery island', () => {
  it('draws the first picture at once, switches with the thumbnails and opens the full viewer there', async () => {
    const gallery = await serveAndHydrate(PROPS);
    const main = gallery.querySelector<HTMLButtonElement>('.nb-gallery__main')!;
    expect(main.getAttribute('aria-label')).toBe('Open full image viewer: Thick Turret Punch, image 1 of 2');
    expect(main.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');

    await act(() => gallery.querySelector<HTMLButtonElement>('button[aria-label="Show Thick Turret Punch, image 2 of 2"]')!.click());
    expect(main.getAttribute('aria-label')).toBe('Open full image viewer: Thick Turret Punch, image 2 of 2');

    await act(() => main.click());
    const viewer = gallery.querySelector('dialog')!;
    expect(viewer.open).toBe(true);
    expect(viewer.querySelector('#nb-viewer-title')?.textContent).toBe('Thick Turret Punch (2 / 2)');
    expect(viewer.querySelector('img')?.getAttribute('alt')).toBe('Thick Turret Punch, image 2 of 2');
    await act(() => viewer.querySelector<HTMLButtonElement>('button[aria-label="Close image viewer"]')!.click());
    expect(viewer.open).toBe(false);
  });

  it('shows the shop’s placeholder for a product without pictures, and no thumbnails', async () => {
    const gallery = await serveAndHydrate({ name: 'Thick Turret Punch', images: [] });
    expect(gallery.querySelector('.nb-gallery__thumbs')).toBeNull();
    expect(gallery.querySelector('.nb-gallery__main img')?.getAttribute('alt')).toBe('Thick Turret Punch');
  });
});
