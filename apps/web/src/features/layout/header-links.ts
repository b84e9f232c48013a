import type { PageLink } from '@northbend/shared';
import { paths } from '../../lib/paths';

// The header's links as data, drawn by both headers: the client application's (React, header.tsx)
// and the public pages' island (islands/header, Preact). One list, so the two cannot drift.

/** The company's pages under 'About Us' (issue 16: History and Sustainability were linked from nowhere). */
export const ABOUT_PAGES = [
  ['AboutUs', 'About Us'],
  ['History', 'History'],
  ['Production', 'Production'],
  ['Sustainability', 'Sustainability'],
] as const;

// The company's pages (About Us, History, Production, Sustainability) are in the About Us menu.
export const NAV_PAGES = [
  ['Downloads', 'Downloads'],
  ['ContactUs', 'Contact Us'],
] as const;

/** What a buyer orders with, first in the phone's menu (issue 28: they were only in the account menu). */
export const BUYER_LINKS = [
  [paths.quickOrder, 'Quick Order'],
  [paths.quotes, 'My Quotes'],
  [paths.orders, 'Your Order'],
] as const;

/** The signed-in customer's account menu, before its divider and LogOut. */
export const ACCOUNT_LINKS = [
  [paths.profile, 'Profile'],
  [paths.orders, 'Your Order'],
  [paths.quickOrder, 'Quick Order'],
  [paths.quotes, 'My Quotes'],
  [paths.company, 'Company'],
  [paths.approvals, 'Approvals'],
] as const;

/** The About Us menu's links that the page directory knows. */
export const aboutLinks = (pages: PageLink[]) =>
  ABOUT_PAGES.flatMap(([id, label]) => {
    const slug = pages.find((p) => p.value === id)?.slug;
    return slug ? [{ id, label, to: paths.content(slug) }] : [];
  });

/** The line icons' paths (24 × 24), drawn inline so they cost no request. */
export const ICON_PATHS = {
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zm-7 9a7 7 0 0114 0',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z',
  cart: 'M3 4h2l2.4 11.2a1 1 0 001 .8h9.2a1 1 0 001-.8L20 8H6.2M9 20.5a.5.5 0 110-1 .5.5 0 010 1zm8 0a.5.5 0 110-1 .5.5 0 010 1z',
  menu: 'M4 7h16M4 12h16M4 17h16',
} as const;
