import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { STOREFRONT_SCREENS } from '@northbend/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SHELL_TITLED_PATHS, shellTitleOf } from '../server/page-head';
import { RENDERED_PATHS, renderedModulesOf } from '../server/rendered-screens';
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

/** Every route's own path ('' for an index route), through the whole tree. */
const ownPaths = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [...(route.index ? [''] : route.path ? [route.path] : []), ...ownPaths(route.children ?? [])]);

describe('the screens the server renders (server/rendered-screens.ts)', () => {
  it('name routes of the router, and each a screen module that exists', () => {
    const paths = ownPaths(routes);
    for (const path of RENDERED_PATHS) {
      expect(paths, path).toContain(path);
      const modules = renderedModulesOf(path === '' ? { index: true } : { path })!;
      for (const module of modules) expect(existsSync(resolve('apps/web', module)), module).toBe(true);
    }
  });
});

describe('the shells the server titles (server/page-head.ts)', () => {
  it('name routes of the router that the server does not render', () => {
    const paths = ownPaths(routes);
    for (const path of SHELL_TITLED_PATHS) {
      expect(paths, path).toContain(path);
      expect(RENDERED_PATHS, path).not.toContain(path);
    }
  });

  it('give the title its screen sets, and nothing for a route without a title', () => {
    expect(shellTitleOf('user/register')).toBe('Register');
    expect(shellTitleOf('user/quotes/new')).toBe('Request a Quote');
    expect(shellTitleOf('order/process/success')).toBeNull();
    expect(shellTitleOf(undefined)).toBeNull();
  });
});
