import { STOREFRONT_SCREENS } from '@northbend/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Every route path without a parameter, as a full path: the screens the server must answer 200. */
function fixedPaths(list: RouteObject[], base = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`;
    const own = route.path !== undefined && !path.includes(':') && !path.includes('*') ? [path] : [];
    return [...own, ...fixedPaths(route.children ?? [], path)];
  });
}

describe('the storefront screens the server knows (STOREFRONT_SCREENS)', () => {
  it('are exactly the routes without parameters, so no screen answers 404 and no unknown path 200', () => {
    expect([...fixedPaths(routes)].sort()).toEqual([...STOREFRONT_SCREENS].sort());
  });
});
