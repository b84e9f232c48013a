import { useContext } from 'react';
import { Link } from 'react-router';
import { adminPaths } from '../paths';
import { priceListsApi } from '../price-lists/price-lists-api';
import { ListStatus } from '../price-lists/price-list-text';
import { StaffContext } from '../shell/staff-context';
import { useLoad } from '../ui/use-load';

/**
 * 'Price lists: Distributor 2027 (Active), …' on a company's page (issue 27), for staff who keep
 * price lists: the lists that name the company, each linked to its editor.
 */
export function CompanyPriceLists({ companyId }: { companyId: string }) {
  const allowed = useContext(StaffContext)?.may('prices.manage') ?? false;
  const { data, error } = useLoad((signal) => (allowed ? priceListsApi.list(signal) : Promise.resolve(null)), `${allowed}`);
  if (!allowed) return null;
  const lists = data?.result.filter((l) => l.companies.some((c) => c._id === companyId));
  return (
    <p className="nb-company-prices">
      <span className="nb-company-prices__label">Price lists:</span>{' '}
      {error ? (
        <span className="nb-muted">{error}</span>
      ) : !lists ? (
        <span className="nb-muted">loading…</span>
      ) : lists.length === 0 ? (
        <>
          <span className="nb-muted">none, the company pays list prices.</span> <Link to={adminPaths.newPriceList}>New price list</Link>
        </>
      ) : (
        lists.map((l) => (
          <span key={l._id} className="nb-company-prices__list">
            <Link to={adminPaths.priceList(l._id)}>{l.name}</Link> <ListStatus status={l.status} />
          </span>
        ))
      )}
    </p>
  );
}
