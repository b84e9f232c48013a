import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { STAFF_ROLE_LABELS, type StaffPermission } from '@northbend/shared';
import { adminSession } from '../api/session';
import { authApi } from '../auth/auth-api';
import { adminPaths } from '../paths';
import { NavIcon, type NavIconName } from './nav-icons';
import { useStaff } from './staff-context';

interface Section {
  to: string;
  label: string;
  icon: NavIconName;
  permission: StaffPermission;
  end?: boolean;
  /** Neighbouring sections of one group are listed under its heading ('Catalog'). */
  group?: string;
}

/** The sections of the back office and what a role needs to see each (the server checks anyway). */
const SECTIONS: Section[] = [
  { to: adminPaths.home, label: 'Dashboard', icon: 'dashboard', permission: 'orders.read', end: true },
  { to: adminPaths.orders, label: 'Orders', icon: 'orders', permission: 'orders.read' },
  { to: adminPaths.customers, label: 'Customers', icon: 'customers', permission: 'customers.manage' },
  { to: adminPaths.companies, label: 'Companies', icon: 'companies', permission: 'customers.manage' },
  { to: adminPaths.priceLists, label: 'Price lists', icon: 'prices', permission: 'prices.manage' },
  { to: adminPaths.receivables, label: 'Receivables', icon: 'receivables', permission: 'orders.payments' },
  { to: adminPaths.enquiries, label: 'Enquiries', icon: 'enquiries', permission: 'enquiries.manage' },
  { to: adminPaths.quotes, label: 'Quotes', icon: 'quotes', permission: 'quotes.manage' },
  { to: adminPaths.products, label: 'Products', icon: 'products', permission: 'catalog.edit', group: 'Catalog' },
  { to: adminPaths.categories, label: 'Categories', icon: 'categories', permission: 'catalog.edit', group: 'Catalog' },
  { to: adminPaths.machines, label: 'Machines', icon: 'machines', permission: 'catalog.edit', group: 'Catalog' },
  { to: adminPaths.keywords, label: 'Keywords', icon: 'keywords', permission: 'catalog.edit', group: 'Catalog' },
  { to: adminPaths.catalogImport, label: 'Import / export', icon: 'csv', permission: 'catalog.edit', group: 'Catalog' },
  { to: adminPaths.pages, label: 'Content', icon: 'content', permission: 'content.edit' },
  { to: adminPaths.jobs, label: 'Email & jobs', icon: 'jobs', permission: 'jobs.manage' },
  { to: adminPaths.quickBooks, label: 'QuickBooks', icon: 'books', permission: 'jobs.manage' },
  { to: adminPaths.staff, label: 'Staff', icon: 'staff', permission: 'staff.manage' },
  { to: adminPaths.audit, label: 'Audit log', icon: 'audit', permission: 'audit.read' },
];

/** Runs of sections: a grouped run under its heading, each ungrouped section on its own. */
function runsOf(sections: Section[]): { group?: string; sections: Section[] }[] {
  const runs: { group?: string; sections: Section[] }[] = [];
  for (const s of sections) {
    const last = runs.at(-1);
    if (s.group && last?.group === s.group) last.sections.push(s);
    else runs.push({ group: s.group, sections: [s] });
  }
  return runs;
}

const NavItem = ({ section: s }: { section: Section }) => (
  <li>
    <NavLink to={s.to} end={s.end} className="nb-nav__link">
      <NavIcon name={s.icon} />
      {s.label}
    </NavLink>
  </li>
);

/** The frame of every signed-in page: the top bar with who is signed in, the side navigation, the page. */
export function AdminLayout() {
  const { me, may } = useStaff();
  const [signingOut, setSigningOut] = useState(false);
  const enrolling = me.totp_required && !me.staff.totp_enabled;

  const signOut = async () => {
    setSigningOut(true);
    // Signed out here whatever the server says: the refresh cookie is cleared by the call when it arrives.
    await authApi.logout().catch(() => undefined);
    // The gate (RequireStaff) sees the session end and goes to the sign-in page.
    adminSession.end(true);
  };

  return (
    <div className="nb-admin">
      <a className="nb-skip" href="#main">
        Skip to content
      </a>
      <header className="nb-topbar">
        <Link to={adminPaths.home} className="nb-topbar__brand">
          <img src="/images/logo.png" alt="Northbend Tooling" width={128} height={32} />
          <span className="nb-topbar__product">Back office</span>
        </Link>
        <div className="nb-topbar__user">
          <Link to={adminPaths.profile} className="nb-topbar__name">
            {me.staff.name}
          </Link>
          <span className="nb-topbar__role">{STAFF_ROLE_LABELS[me.staff.role]}</span>
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={signOut} disabled={signingOut}>
            Sign out
          </button>
        </div>
      </header>
      <nav className="nb-sidenav" aria-label="Back office">
        <ul className="nb-nav">
          {!enrolling &&
            runsOf(SECTIONS.filter((s) => may(s.permission))).map((run) =>
              run.group ? (
                <li key={run.group} className="nb-nav__group">
                  <span className="nb-nav__heading" id={`nb-nav-${run.group.toLowerCase()}`}>
                    {run.group}
                  </span>
                  <ul className="nb-nav" aria-labelledby={`nb-nav-${run.group.toLowerCase()}`}>
                    {run.sections.map((s) => (
                      <NavItem key={s.to} section={s} />
                    ))}
                  </ul>
                </li>
              ) : (
                <NavItem key={run.sections[0].to} section={run.sections[0]} />
              ),
            )}
          <li className="nb-nav__sep">
            <NavLink to={adminPaths.profile} className="nb-nav__link">
              <NavIcon name="profile" />
              My profile
            </NavLink>
          </li>
        </ul>
      </nav>
      <main id="main" className="nb-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
