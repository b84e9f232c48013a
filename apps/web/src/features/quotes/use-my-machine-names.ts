import { useEffect, useState } from 'react';
import { useAppSelector } from '../../app/store';
import { getMachineMakes, getMachineModels } from '../../components/lookup-api';

const idsOf = (v: unknown): string[] => (Array.isArray(v) ? v.filter((id): id is string => typeof id === 'string' && id !== '') : []);

/**
 * The machines of the customer's profile by name ('Amada EMK 3610 NT'; a make alone when no model
 * of it is chosen), for the request form's suggestions. Lookup failures stay in the console (spec
 * section 8): the field is then typed by hand.
 */
export function useMyMachineNames(): string[] {
  const user = useAppSelector((s) => s.user.userData);
  const makeIds = idsOf(user?.user_machine_make_ids);
  const modelIds = idsOf(user?.user_machine_model_ids);
  const key = `${makeIds.join(',')}|${modelIds.join(',')}`;
  const [names, setNames] = useState<string[]>([]);

  useEffect(() => {
    const [makePart, modelPart] = key.split('|');
    const makes = makePart ? makePart.split(',') : [];
    const models = new Set(modelPart ? modelPart.split(',') : []);
    if (!makes.length) return;
    const ctrl = new AbortController();
    void (async () => {
      const allMakes = await getMachineMakes(ctrl.signal);
      const found: string[] = [];
      for (const make of allMakes.filter((m) => makes.includes(m.value))) {
        const chosen = (await getMachineModels([make.value], ctrl.signal)).filter((m) => models.has(m.value));
        found.push(...(chosen.length ? chosen.map((m) => `${make.name} ${m.name}`) : [make.name]));
      }
      if (!ctrl.signal.aborted) setNames(found);
    })().catch(() => undefined);
    return () => ctrl.abort();
  }, [key]);

  return names;
}
