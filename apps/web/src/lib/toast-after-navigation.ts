/**
 * A toast that outlives a document navigation (issue 29): the login page leaves for the page it
 * returns to with a new document, which would lose a toast raised before leaving. The message is
 * kept for this tab, and the next page shows it once on its first paint, whichever kind of page it
 * is (islands/islands-entry.ts, main.tsx).
 */
export type CarriedToastKind = 'success' | 'warning' | 'error';

export interface CarriedToast {
  message: string;
  kind: CarriedToastKind;
}

const KEY = 'nb.toastAfterNavigation';
const KINDS: CarriedToastKind[] = ['success', 'warning', 'error'];

/** Keeps `message` for the next page of this tab. */
export function toastAfterNavigation(message: string, kind: CarriedToastKind = 'success'): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ message, kind } satisfies CarriedToast));
  } catch {
    // Storage refused (private mode, full): the next page shows no toast, the login itself worked.
  }
}

/** The kept toast, forgotten as it is taken so it shows once; null when there is none. */
export function takeToastAfterNavigation(): CarriedToast | null {
  let saved: Partial<CarriedToast> | null;
  try {
    saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<CarriedToast> | null;
    if (saved) sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  if (!saved || typeof saved.message !== 'string' || !saved.message || !KINDS.includes(saved.kind as CarriedToastKind)) return null;
  return { message: saved.message, kind: saved.kind as CarriedToastKind };
}
