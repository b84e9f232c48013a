/** @jsxImportSource preact */
import type { PageLink } from '@northbend/shared';
import { ACCOUNT_LINKS, BUYER_LINKS, aboutLinks } from '../../features/layout/header-links';
import { paths } from '../../lib/paths';
import { loginReturningTo } from '../../lib/return-path';
import type { SessionUser } from '../../state/user-slice';
import { Caret, Icon } from './icons';
import { useMenu } from './use-menu';

/** A link as React Router's NavLink draws it: 'active' and aria-current on the page it names. */
export function NavItem({ to, here, label, className }: { to: string; here: string; label: string; className?: string }) {
  const active = to === here;
  const classes = [className, active ? 'active' : ''].filter(Boolean).join(' ');
  return (
    <a href={to} class={classes || undefined} aria-current={active ? 'page' : undefined}>
      {label}
    </a>
  );
}

/** 'About Us' in the header's nav: a menu of the company's pages. */
export function AboutMenu({ pages, here }: { pages: PageLink[]; here: string }) {
  const menu = useMenu('nb-about-menu');
  const links = aboutLinks(pages);
  const inside = links.some((l) => l.to === here);
  return (
    <div class="nb-about-menu" {...menu.boxProps}>
      <button {...menu.toggleProps} class={`nb-about-menu__toggle${inside ? ' active' : ''}`}>
        About Us <Caret />
      </button>
      <ul class="nb-user-menu__list nb-about-menu__list" {...menu.listProps}>
        {links.map((l) => (
          <li key={l.id}>
            <NavItem to={l.to} here={here} label={l.label} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Phones only: Quick Order, My Quotes and the orders, for a signed-in customer. */
export function BuyerMenu({ here }: { here: string }) {
  const menu = useMenu('nb-buyer-menu');
  return (
    <div class="nb-user-menu nb-mobile-menu" {...menu.boxProps}>
      <button {...menu.toggleProps} class="nb-icon-btn" aria-label="Menu">
        <Icon name="menu" />
      </button>
      <ul class="nb-user-menu__list" {...menu.listProps}>
        {BUYER_LINKS.map(([to, label]) => (
          <li key={to}>
            <NavItem to={to} here={here} label={label} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Visitor: LogIn (back to this page after) and Register. Customer: a greeting, the account's pages and LogOut. */
export function AccountMenu({ user, here }: { user: SessionUser | null; here: string }) {
  const menu = useMenu('nb-account-menu');
  return (
    <div class="nb-user-menu" {...menu.boxProps}>
      <button {...menu.toggleProps} class="nb-icon-btn" aria-label={user ? `Account of ${user.user_name ?? ''}` : 'Account'}>
        <Icon name="user" />
      </button>
      <ul class="nb-user-menu__list" {...menu.listProps}>
        {user ? (
          <>
            <li class="nb-user-menu__greeting">Hello, {user.user_name ?? 'there'}</li>
            {ACCOUNT_LINKS.map(([to, label]) => (
              <li key={to}>
                <a href={to}>{label}</a>
              </li>
            ))}
            <li class="nb-user-menu__divider" role="separator" />
            <li>
              <a href={paths.logout}>LogOut</a>
            </li>
          </>
        ) : (
          <>
            <li>
              <a href={loginReturningTo(here)}>LogIn</a>
            </li>
            <li>
              <a href={paths.register}>Register</a>
            </li>
          </>
        )}
      </ul>
    </div>
  );
}
