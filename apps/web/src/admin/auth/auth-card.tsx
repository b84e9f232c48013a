import type { ReactNode } from 'react';
import { useAdminTitle } from '../ui/page-header';

/** The frame of the pages seen before signing in: the logo and one small card. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  useAdminTitle(title);
  return (
    <main className="nb-auth" id="main">
      <div className="nb-auth__card">
        <img className="nb-auth__logo" src="/images/logo.png" alt="Northbend Tooling" width={176} height={44} />
        <p className="nb-auth__product">Back office</p>
        <h1 className="nb-auth__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
