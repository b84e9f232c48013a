import type { Company, CompanyAddress } from '@northbend/shared';
import { useState } from 'react';
import { SubmitButton, useSubmitState } from '../../components/submit-button';
import { toastRemoved, toastSuccess } from '../../components/toasts';
import { TitledSection } from '../../ui/titled-section';
import { companyApi } from './company-api';
import { LocationForm } from './location-form';

/** The body of a PUT: the location as it is, changed only where told. */
const bodyOf = ({ _id: _id, ...fields }: CompanyAddress) => fields;

function LocationCard({
  location,
  admin,
  onEdit,
  onChanged,
  reload,
}: {
  location: CompanyAddress;
  admin: boolean;
  onEdit: () => void;
  onChanged: (c: Company) => void;
  reload: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [state, setState] = useSubmitState();
  const run = async (call: () => Promise<{ message: string; result: Company }>, removal: boolean) => {
    setState('loading');
    try {
      const reply = await call();
      (removal ? toastRemoved : toastSuccess)(reply.message);
      setState('idle');
      onChanged(reply.result);
    } catch {
      setState('error');
      reload();
    }
  };
  const l = location;
  const titleId = `location-${l._id}-name`;
  return (
    <li className={`nb-location${l.is_default ? ' is-default' : ''}`}>
      <h3 id={titleId} className="nb-location__name">
        {l.label}
        {l.is_default && <span className="nb-location__default">Default</span>}
      </h3>
      <address className="nb-location__address">
        {l.customer_name}
        <br />
        {l.customer_company}
        <br />
        {l.customer_address}
        {l.customer_secondary_address && (
          <>
            <br />
            {l.customer_secondary_address}
          </>
        )}
        <br />
        {l.customer_city}, {l.customer_state} {l.customer_zip_code}
        <br />
        {l.customer_country}
        {l.customer_phone_number && (
          <>
            <br />
            {l.customer_phone_number}
          </>
        )}
      </address>
      {admin &&
        (confirming ? (
          <div className="nb-member-confirm" role="group" aria-label={`Remove ${l.label}`}>
            <p>Remove {l.label}? Orders already sent there keep their address.</p>
            <div className="nb-member-edit__actions">
              <SubmitButton
                type="button"
                state={state}
                className="nb-btn-danger btn-sm"
                onClick={() => void run(() => companyApi.removeAddress(l._id), true)}
              >
                Remove location
              </SubmitButton>
              <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setConfirming(false)}>
                Keep
              </button>
            </div>
          </div>
        ) : (
          <div className="nb-location__actions">
            <button aria-label={`Change ${l.label}`} type="button" className="btn btn-outline-primary btn-sm" onClick={onEdit}>
              Change
            </button>
            {!l.is_default && (
              <button
                aria-label={`Make default ${l.label}`}
                type="button"
                className="btn btn-outline-primary btn-sm"
                disabled={state === 'loading'}
                onClick={() => void run(() => companyApi.updateAddress(l._id, { ...bodyOf(l), is_default: true }), false)}
              >
                Make default
              </button>
            )}
            <button
              aria-label={`Remove ${l.label}`}
              type="button"
              className="btn btn-link btn-sm nb-members__action--remove"
              onClick={() => setConfirming(true)}
            >
              Remove
            </button>
          </div>
        ))}
    </li>
  );
}

/** 'Shipping locations': the company's addresses, offered at checkout; admins add, change, make default and remove. */
export function LocationsSection({
  company,
  onChanged,
  reload,
}: {
  company: Company;
  onChanged: (c: Company) => void;
  reload: () => void;
}) {
  const admin = company.my_role === 'admin';
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const editedLocation = company.addresses.find((a) => a._id === editing) ?? null;
  const done = () => {
    setEditing(null);
    reload();
  };
  return (
    <TitledSection block="nb-company-card" titleId="nb-locations-title" title="Shipping locations">
      <p className="nb-company__muted">Every member can ship to these at checkout.</p>
      {company.addresses.length === 0 ? (
        <p className="nb-company__empty">No shipping locations yet.</p>
      ) : (
        <ul className="nb-locations">
          {company.addresses.map((a) => (
            <LocationCard key={a._id} location={a} admin={admin} onEdit={() => setEditing(a._id)} onChanged={onChanged} reload={reload} />
          ))}
        </ul>
      )}
      {admin &&
        (editing ? (
          <LocationForm
            key={editing}
            location={editing === 'new' ? null : editedLocation}
            companyName={company.company_name}
            onSaved={done}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <button type="button" className="btn btn-primary mt-3" onClick={() => setEditing('new')}>
            Add a location
          </button>
        ))}
    </TitledSection>
  );
}
