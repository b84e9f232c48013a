import type { ReactNode } from 'react';
import './account.scss';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card's content (e.g. 'Forgot password?', 'Create an account'). */
  footer?: ReactNode;
  wide?: boolean;
}

/** The centred card on a steel-grey ground that frames login, register and password screens. */
export function AuthCard({ title, intro, children, footer, wide }: AuthCardProps) {
  return (
    <div className="nb-auth">
      <section className={`nb-auth__card${wide ? ' nb-auth__card--wide' : ''}`} aria-labelledby="nb-auth-title">
        <h1 id="nb-auth-title" className="nb-auth__title">
          {title}
        </h1>
        {intro && <div className="nb-auth__intro">{intro}</div>}
        {children}
        {footer && <div className="nb-auth__footer">{footer}</div>}
      </section>
    </div>
  );
}
