import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../app/paths';
import { useAppSelector } from '../../app/store';
import { UserIcon } from './icons';

/** Moves focus among the menu's links with the arrow keys, wrapping at both ends. */
function focusItem(list: HTMLElement | null, step: 1 | -1 | 'first') {
  const items = [...(list?.querySelectorAll<HTMLElement>('a') ?? [])];
  if (!items.length) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = step === 'first' || at < 0 ? 0 : (at + step + items.length) % items.length;
  items[next].focus();
}

/**
 * Visitor: LogIn and Register. Customer: a greeting, Profile, Your Order and LogOut. A disclosure
 * button and a list of links, drawn here rather than with react-bootstrap's Dropdown (and Popper)
 * so the header that every page shows stays light.
 */
export function UserMenu() {
  const user = useAppSelector((s) => s.user.userData);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => !box.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      toggle.current?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      // The list renders on open: focus once it is there.
      requestAnimationFrame(() => focusItem(list.current, open ? (e.key === 'ArrowDown' ? 1 : -1) : 'first'));
    }
  };

  const close = () => setOpen(false);
  return (
    <div
      className="nb-user-menu"
      ref={box}
      onKeyDown={onKeyDown}
      onBlur={(e) => !box.current?.contains(e.relatedTarget as Node | null) && setOpen(false)}
    >
      <button
        ref={toggle}
        type="button"
        className="nb-icon-btn"
        aria-label={user ? `Account of ${user.user_name ?? ''}` : 'Account'}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <UserIcon />
      </button>
      <ul className="nb-user-menu__list" id={menuId} hidden={!open} ref={list}>
        {user?._id ? (
          <>
            <li className="nb-user-menu__greeting">Hello, {user.user_name ?? 'there'}</li>
            <li>
              <Link to={paths.profile} onClick={close}>
                Profile
              </Link>
            </li>
            <li>
              <Link to={paths.orders} onClick={close}>
                Your Order
              </Link>
            </li>
            <li>
              <Link to={paths.quickOrder} onClick={close}>
                Quick Order
              </Link>
            </li>
            <li className="nb-user-menu__divider" role="separator" />
            <li>
              <Link to={paths.logout} onClick={close}>
                LogOut
              </Link>
            </li>
          </>
        ) : (
          <>
            <li>
              <Link to={paths.login} onClick={close}>
                LogIn
              </Link>
            </li>
            <li>
              <Link to={paths.register} onClick={close}>
                Register
              </Link>
            </li>
          </>
        )}
      </ul>
    </div>
  );
}
