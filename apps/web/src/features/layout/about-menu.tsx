import { NavLink, useLocation } from 'react-router';
import type { PageLink } from '@northbend/shared';
import { aboutLinks } from './header-links';
import { useDisclosure } from './use-disclosure';

function Caret() {
  return (
    <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
      <path d="M1.5 3.5 5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

/** 'About Us' in the header's nav: a menu of the company's pages, from the page dropdown's slugs. */
export function AboutMenu({ pages }: { pages: PageLink[] }) {
  const menu = useDisclosure();
  const { pathname } = useLocation();
  const links = aboutLinks(pages);
  const here = links.some((l) => l.to === pathname);
  return (
    <div className="nb-about-menu" {...menu.boxProps}>
      <button {...menu.toggleProps} className={`nb-about-menu__toggle${here ? ' active' : ''}`}>
        About Us <Caret />
      </button>
      <ul className="nb-user-menu__list nb-about-menu__list" {...menu.listProps}>
        {links.map((l) => (
          <li key={l.id}>
            <NavLink to={l.to} onClick={menu.close} end>
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
