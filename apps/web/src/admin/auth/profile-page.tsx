import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS } from '@northbend/shared';
import { useStaff } from '../shell/staff-context';
import { formatDateTime } from '../ui/format';
import { PageHeader } from '../ui/page-header';
import { PasswordForm } from './password-form';
import { TotpPanel } from './totp-panel';

/** My profile: who I am in the back office, my password and my two-factor sign-in. */
export function ProfilePage() {
  const { me } = useStaff();
  const enrolling = me.totp_required && !me.staff.totp_enabled;
  return (
    <>
      <PageHeader title="My profile" />
      {enrolling && (
        <div className="alert alert-warning" role="alert">
          The shop requires two-factor sign-in for all staff. Set it up below to open the rest of the back office.
        </div>
      )}
      <div className="nb-columns">
        <div>
          <section className="nb-panel" aria-labelledby="profile-account">
            <div className="nb-panel__head">
              <h2 className="nb-panel__title" id="profile-account">
                Account
              </h2>
            </div>
            <dl className="nb-facts nb-panel__body">
              <dt>Name</dt>
              <dd>{me.staff.name}</dd>
              <dt>Email</dt>
              <dd>{me.staff.email}</dd>
              <dt>Role</dt>
              <dd>
                {STAFF_ROLE_LABELS[me.staff.role]} <span className="nb-cell-sub">{STAFF_ROLE_DESCRIPTIONS[me.staff.role]}</span>
              </dd>
              <dt>Last sign-in</dt>
              <dd>{formatDateTime(me.staff.last_login_at)}</dd>
            </dl>
          </section>
          <section className="nb-panel" aria-labelledby="profile-totp">
            <div className="nb-panel__head">
              <h2 className="nb-panel__title" id="profile-totp">
                Two-factor sign-in
              </h2>
            </div>
            <div className="nb-panel__body">
              <TotpPanel />
            </div>
          </section>
        </div>
        <section className="nb-panel" aria-labelledby="profile-password">
          <div className="nb-panel__head">
            <h2 className="nb-panel__title" id="profile-password">
              Change password
            </h2>
          </div>
          <div className="nb-panel__body">
            <PasswordForm />
          </div>
        </section>
      </div>
    </>
  );
}
