import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { loginReturningTo } from '../../lib/return-path';
import { useAppSelector } from '../../app/store';
import { ACCOUNT_LINKS } from './header-links';
import { UserIcon } from './icons';
import { useDisclosure } from './use-disclosure';

/** Visitor: LogIn and Register. Customer: a greeting, Profile, Your Order, Quick Order, My Quotes, Company, Approvals and LogOut. */
export function UserMenu() {
  const user = useAppSelector((s) => s.user.userData);
  const menu = useDisclosure();
  const { pathname, search } = useLocation();
  return (
    <div className="nb-user-menu" {...menu.boxProps}>
      <button {...menu.toggleProps} className="nb-icon-btn" aria-label={user ? `Account of ${user.user_name ?? ''}` : 'Account'}>
        <UserIcon />
      </button>
      <ul className="nb-user-menu__list" {...menu.listProps}>
        {user?._id ? (
          <>
            <li className="nb-user-menu__greeting">Hello, {user.user_name ?? 'there'}</li>
            {ACCOUNT_LINKS.map(([to, label]) => (
              <li key={to}>
                <Link to={to} onClick={menu.close}>
                  {label}
                </Link>
              </li>
            ))}
            <li className="nb-user-menu__divider" role="separator" />
            <li>
              <Link to={paths.logout} onClick={menu.close}>
                LogOut
              </Link>
            </li>
          </>
        ) : (
          <>
            <li>
              {/* Back to this page after login (issue 16). */}
              <Link to={loginReturningTo(pathname + search)} onClick={menu.close}>
                LogIn
              </Link>
            </li>
            <li>
              <Link to={paths.register} onClick={menu.close}>
                Register
              </Link>
            </li>
          </>
        )}
      </ul>
    </div>
  );
}
