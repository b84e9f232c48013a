import type { CustomerResult } from '@northbend/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { getMachineMakes, getMachineModels } from '../../components/lookup-api';
import { paths } from '../../lib/paths';
import { TitledSection } from '../../ui/titled-section';

type Machines = Pick<CustomerResult, 'user_machine_make_ids' | 'user_machine_model_ids' | 'user_sheet_material' | 'user_sheet_thickness'>;

/** The makes and models by name ('Amada EMK 3610 NT'; a make alone when none of its models is chosen). */
function useMachineNames(makeIds: string[], modelIds: string[]): string[] | null {
  const key = `${makeIds.join(',')}|${modelIds.join(',')}`;
  const [names, setNames] = useState<{ key: string; list: string[] } | null>(null);
  useEffect(() => {
    const [makePart, modelPart] = key.split('|');
    const makes = makePart ? makePart.split(',') : [];
    const models = new Set(modelPart ? modelPart.split(',') : []);
    if (!makes.length) return;
    const ctrl = new AbortController();
    void (async () => {
      const found: string[] = [];
      for (const make of (await getMachineMakes(ctrl.signal)).filter((m) => makes.includes(m.value))) {
        const picked = (await getMachineModels([make.value], ctrl.signal)).filter((m) => models.has(m.value));
        found.push(...(picked.length ? picked.map((m) => `${make.name} ${m.name}`) : [make.name]));
      }
      if (!ctrl.signal.aborted) setNames({ key, list: found });
    })().catch(() => undefined);
    return () => ctrl.abort();
  }, [key]);
  if (!makeIds.length) return [];
  return names?.key === key ? names.list : null;
}

/** 'Machines': the company's machine park, which filters every member's shop; admins change it on the profile form. */
export function MachinesSection({ machines, admin }: { machines: Machines; admin: boolean }) {
  const names = useMachineNames(machines.user_machine_make_ids, machines.user_machine_model_ids);
  const facts = [
    { term: 'Sheet material', value: machines.user_sheet_material.join(', ') },
    { term: 'Sheet thickness', value: machines.user_sheet_thickness.join(', ') },
  ];
  return (
    <TitledSection block="nb-company-card" titleId="nb-machines-title" title="Machines">
      <p className="nb-company__muted">The shop and the tool finder show what fits these machines for everyone in your company.</p>
      {names === null ? (
        <p className="nb-company__muted" role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          Loading your machines…
        </p>
      ) : names.length === 0 ? (
        <p className="nb-company__empty">No machines chosen yet.</p>
      ) : (
        <ul className="nb-machines" aria-label="Machine makes and models">
          {names.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      <dl className="nb-company-facts">
        {facts.map((f) => (
          <div key={f.term}>
            <dt>{f.term}</dt>
            <dd>{f.value || 'Not set'}</dd>
          </div>
        ))}
      </dl>
      {admin ? (
        <Link to={paths.profileUpdate} className="btn btn-outline-primary mt-3">
          Change machines
        </Link>
      ) : (
        <p className="nb-company__muted mb-0">Only an admin of your company can change the machines.</p>
      )}
    </TitledSection>
  );
}
