import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { PageBanner } from '../../components/page-banner';
import { usePageTitle } from '../../components/use-page-title';
import { useCustomerLoad } from '../../state/use-customer-load';
import { accountApi } from './account-api';
import { CustomerGate } from './customer-gate';
import { ProfileAvatar } from './profile-avatar';
import { ProfileCards } from './profile-cards';
import { useCustomer } from './use-customer';
import './account.scss';

/** /user/profile (auth): avatar, name and email, 'Update your Profile', the four cards (spec section 2), the company and its approvals. */
export function ProfilePage() {
  usePageTitle('Profile');
  const { customer, failed, retry } = useCustomer();
  // Admins: the company's requests waiting for an answer; a buyer: their own.
  const approvals = useCustomerLoad('approvals-waiting', (_customerId, signal) => accountApi.approvalsWaiting(signal));

  return (
    <>
      <PageBanner title="Your Profile" subtitle="Your details, orders, wishlist and cart in one place." />
      <div className="container nb-profile">
        <CustomerGate customer={customer} failed={failed} retry={retry} skeleton={[136, 140]}>
          {(found) => (
            <>
              <section className="nb-profile__head" aria-labelledby="nb-profile-name">
                <ProfileAvatar name={found.user_name} photo={found.user_profile} />
                <div className="nb-profile__who">
                  <h2 id="nb-profile-name" className="nb-profile__name">
                    {found.user_name}
                  </h2>
                  <p className="nb-profile__email">{found.user_email}</p>
                  {found.user_business_name && <p className="nb-profile__business">{found.user_business_name}</p>}
                </div>
                <div className="nb-profile__actions">
                  <Link to={paths.profileUpdate} className="btn btn-primary">
                    Update your Profile
                  </Link>
                  <Link to={paths.changePassword} className="btn btn-outline-primary">
                    Change Password
                  </Link>
                </div>
              </section>
              <ProfileCards customer={found} waiting={approvals.data ?? (approvals.error ? 0 : null)} />
            </>
          )}
        </CustomerGate>
      </div>
    </>
  );
}
