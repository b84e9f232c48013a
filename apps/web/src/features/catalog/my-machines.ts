import { session, type SessionUser } from '../../lib/session';

// Part of the first page's script (the store home's loader reads it): keep it small.

/** The machines in a customer's profile, as the 'My machines' filter sends them (fitsMachine…Ids). */
export interface MyMachines {
  makeIds: string[];
  modelIds: string[];
}

/** Set to 'off' on this device when the customer turned 'My machines' off; on by default. */
const OFF_KEY = 'nb.myMachines';

const idsOf = (v: unknown): string[] => (Array.isArray(v) ? v.filter((id): id is string => typeof id === 'string' && id !== '') : []);

/** The machines in the logged-in customer's profile, or null for a visitor or a profile without machines. */
export function profileMachines(user: SessionUser | null | undefined): MyMachines | null {
  if (!user?._id) return null;
  const machines = { makeIds: idsOf(user.user_machine_make_ids), modelIds: idsOf(user.user_machine_model_ids) };
  return machines.makeIds.length || machines.modelIds.length ? machines : null;
}

export function myMachinesOn(): boolean {
  try {
    return localStorage.getItem(OFF_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setMyMachinesOn(on: boolean): void {
  try {
    if (on) localStorage.removeItem(OFF_KEY);
    else localStorage.setItem(OFF_KEY, 'off');
  } catch {
    // Storage refused (private mode): the choice lasts until the next page load.
  }
}

/** What the lists narrow to: the stored customer's machines while 'My machines' is on. */
export const activeMyMachines = (): MyMachines | null => (myMachinesOn() ? profileMachines(session.user()) : null);

/** The filter body's 'My machines' fields; none while it is off. */
export const fitsBody = (mine: MyMachines | null) => (mine ? { fitsMachineMakeIds: mine.makeIds, fitsMachineModelIds: mine.modelIds } : {});
