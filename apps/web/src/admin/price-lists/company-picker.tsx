import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { AdminCompanyRow } from '@northbend/shared';
import { queryString } from '../api/client';
import { companiesApi } from '../companies/companies-api';
import { adminPaths } from '../paths';
import { BusyButton } from '../ui/fields';
import { useAction } from '../ui/use-action';
import type { CompanyRef } from './price-list-form';

interface CompanyPickerProps {
  companies: CompanyRef[];
  onChange: (companies: CompanyRef[]) => void;
}

/** The companies a list applies to: the chosen ones, and a search of the companies to add more. */
export function CompanyPicker({ companies, onChange }: CompanyPickerProps) {
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<AdminCompanyRow[] | null>(null);
  const { busy, error, run } = useAction();
  const chosen = new Set(companies.map((c) => c._id));

  const find = () =>
    run(async () => {
      const answer = await companiesApi.list(queryString({ search: search.trim() }));
      setFound(answer.result);
    });
  const onKey = (e: KeyboardEvent) => {
    // Enter searches here instead of saving the whole list.
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void find();
  };

  return (
    <div className="nb-pl-companies">
      {companies.length === 0 ? (
        <p className="nb-muted m-0">No companies yet: the list prices nothing until it names one.</p>
      ) : (
        <ul className="nb-pl-chips" aria-label="Companies of the list">
          {companies.map((c) => (
            <li key={c._id} className="nb-pl-chip">
              <Link to={adminPaths.company(c._id)}>{c.company_name || 'Unnamed company'}</Link>
              <button
                type="button"
                className="nb-icon-btn nb-icon-btn--danger"
                aria-label={`Remove ${c.company_name}`}
                title="Remove"
                onClick={() => onChange(companies.filter((x) => x._id !== c._id))}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="nb-pl-search">
        <label className="form-label" htmlFor="pl-company-search">
          Add a company
        </label>
        <div className="nb-search">
          <input
            id="pl-company-search"
            type="search"
            className="form-control form-control-sm"
            placeholder="Company, member name or email"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onKeyDown={onKey}
          />
          <BusyButton busy={busy} className="btn btn-sm btn-outline-primary" onClick={() => void find()}>
            Find
          </BusyButton>
        </div>
      </div>
      {error && (
        <p className="nb-pf-error" role="alert">
          {error}
        </p>
      )}
      {found && (
        <ul className="nb-pl-found" aria-label="Companies found">
          {found.length === 0 && <li className="nb-muted">No company matches “{search}”.</li>}
          {found.map((c) => (
            <li key={c._id}>
              <span>
                {c.company_name || 'Unnamed company'}
                <span className="nb-muted"> · {c.admin_emails[0] ?? 'no active admin'}</span>
              </span>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                disabled={chosen.has(c._id)}
                aria-label={`Add ${c.company_name}`}
                onClick={() => onChange([...companies, { _id: c._id, company_name: c.company_name }])}
              >
                {chosen.has(c._id) ? 'Added' : 'Add'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
