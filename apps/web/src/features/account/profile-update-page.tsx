import { PageBanner } from '../../components/page-banner';
import { usePageTitle } from '../../components/use-page-title';
import { CustomerGate } from './customer-gate';
import { ProfileUpdateForm } from './profile-update-form';
import { useCustomer } from './use-customer';
import './account.scss';

/** /user/profile/update (auth): the profile form, prefilled from GET customer/{id}. */
export function ProfileUpdatePage() {
  usePageTitle('Update Profile');
  const { customer, setCustomer, failed, retry } = useCustomer();
  return (
    <>
      <PageBanner title="Your Profile" subtitle="Keep your business details, machines and sheet stock up to date." />
      <div className="container nb-profile">
        <CustomerGate customer={customer} failed={failed} retry={retry} skeleton={[560]}>
          {(found) => <ProfileUpdateForm customer={found} onSaved={setCustomer} />}
        </CustomerGate>
      </div>
    </>
  );
}
