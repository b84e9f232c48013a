import { randomUUID } from 'node:crypto';
import { UpsError, upsErrorOf, type UpsToken } from './ups-token.js';

/**
 * What the shop makes of one parcel's UPS tracking answer:
 * - `delivered`: UPS's status type D, with the day (and time, when UPS gives one) it was delivered;
 * - `exception`: type X, e.g. "delivery attempted", "address needs correction", damage;
 * - `returned`: type RS, or an answer saying the parcel goes back to the shipper;
 * - `moving`: anything else UPS knows (label created, picked up, in transit, out for delivery);
 * - `unknown`: UPS has no record of the number (TW0001), e.g. a label not yet scanned or a typo.
 */
export type ParcelState = 'delivered' | 'exception' | 'returned' | 'moving' | 'unknown';

export interface ParcelTracking {
  trackingNumber: string;
  state: ParcelState;
  /** UPS's currentStatus as sent: type (D, X, I, RS…), code and description; empty when unknown. */
  status: { type: string; code: string; description: string };
  /** The delivery day, YYYY-MM-DD as UPS writes it (the destination's local day); only when delivered. */
  deliveredOn: string | null;
  /** HH:MM of the delivery, local at the destination, when UPS gives one. */
  deliveredTime: string | null;
}

/** Follows parcels through a carrier (the UPS Tracking API). */
export interface ParcelTracker {
  track(trackingNumber: string, signal?: AbortSignal): Promise<ParcelTracking>;
}

export interface UpsTrackingOptions {
  /** UPS_API_URL without a trailing slash. */
  apiUrl: string;
  token: UpsToken;
  /** UPS's `transactionSrc` header: who asks (shown in UPS's logs). */
  transactionSource?: string;
  /** The most one tracking request may take. */
  timeoutMs?: number;
}

// UPS's Track API JSON (developer.ups.com, Tracking API "details"), as far as the shop reads it.
interface UpsStatus {
  type?: string;
  code?: string;
  description?: string;
  statusCode?: string;
}
interface UpsPackage {
  trackingNumber?: string;
  currentStatus?: UpsStatus;
  deliveryDate?: { type?: string; date?: string }[];
  deliveryTime?: { type?: string; startTime?: string; endTime?: string };
  activity?: { status?: UpsStatus; date?: string; time?: string }[];
}
interface UpsTrackAnswer {
  trackResponse?: {
    shipment?: { inquiryNumber?: string; package?: UpsPackage[]; warnings?: { code?: string; message?: string }[] }[];
  };
}

/** UPS's code for "Tracking Information Not Found", as an error (404) or a shipment's warning (200). */
const NOT_FOUND = 'TW0001';

const ymd = (d: string | undefined) => (d && /^\d{8}$/.test(d) ? `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}` : null);
const hhmm = (t: string | undefined) => (t && /^\d{4,6}$/.test(t) ? `${t.slice(0, 2)}:${t.slice(2, 4)}` : null);

const unknown = (trackingNumber: string, description = 'Tracking Information Not Found'): ParcelTracking => ({
  trackingNumber,
  state: 'unknown',
  status: { type: '', code: NOT_FOUND, description },
  deliveredOn: null,
  deliveredTime: null,
});

// A return shows as type RS; some returns only say so in words on an exception or in-transit scan.
const RETURN_WORDS = /return(ed|ing)? to (the )?(sender|shipper)/i;

function stateOf(status: UpsStatus): ParcelState {
  const type = (status.type ?? '').toUpperCase();
  if (type === 'D') return 'delivered';
  if (type === 'RS' || RETURN_WORDS.test(status.description ?? '')) return 'returned';
  if (type === 'X') return 'exception';
  return 'moving';
}

/** Reads one package of UPS's answer into what the shop keeps. */
export function parcelTrackingOf(trackingNumber: string, pkg: UpsPackage): ParcelTracking {
  // currentStatus is UPS's summary; an answer without one still has its newest scan first.
  const status = pkg.currentStatus?.type ? pkg.currentStatus : (pkg.activity?.[0]?.status ?? pkg.currentStatus ?? {});
  const state = stateOf(status);
  const delivered = state === 'delivered';
  const deliveredActivity = pkg.activity?.find((a) => (a.status?.type ?? '').toUpperCase() === 'D');
  const deliveredOn = delivered ? (ymd(pkg.deliveryDate?.find((d) => d.type === 'DEL')?.date) ?? ymd(deliveredActivity?.date)) : null;
  const deliveredTime = delivered
    ? (hhmm(pkg.deliveryTime?.type === 'DEL' ? pkg.deliveryTime.endTime : undefined) ?? hhmm(deliveredActivity?.time))
    : null;
  return {
    trackingNumber,
    state,
    status: {
      type: (status.type ?? '').toUpperCase(),
      code: status.code ?? status.statusCode ?? '',
      description: (status.description ?? '').trim(),
    },
    deliveredOn,
    deliveredTime,
  };
}

/**
 * The UPS Tracking API client: `GET {UPS_API_URL}/api/track/v1/details/{number}` with the shared
 * OAuth token and the headers UPS requires (`transId`, unique per request, and `transactionSrc`).
 * A number UPS does not know is an answer (`unknown`), not a failure; a 401 (UPS dropped the
 * token before its time) is asked once more with a fresh token; any other failure throws, and the
 * job that asked tries again later.
 */
export function upsTrackingClient(options: UpsTrackingOptions): ParcelTracker {
  const source = options.transactionSource ?? 'northbend-shop';

  async function ask(trackingNumber: string, signal: AbortSignal): Promise<Response> {
    const token = await options.token.get(signal);
    const url = `${options.apiUrl}/api/track/v1/details/${encodeURIComponent(trackingNumber)}?locale=en_US&returnSignature=false`;
    return fetch(url, {
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        transId: randomUUID().replaceAll('-', ''),
        transactionSrc: source,
      },
      signal,
    });
  }

  return {
    async track(trackingNumber, outer) {
      const timeout = AbortSignal.timeout(options.timeoutMs ?? 15_000);
      const signal = outer ? AbortSignal.any([outer, timeout]) : timeout;
      let res = await ask(trackingNumber, signal);
      if (res.status === 401) {
        await res.body?.cancel();
        options.token.forget();
        res = await ask(trackingNumber, signal);
      }
      if (!res.ok) {
        const error = await upsErrorOf(res, 'tracking');
        if (error.code === NOT_FOUND) return unknown(trackingNumber);
        throw error;
      }
      const answer = (await res.json().catch(() => null)) as UpsTrackAnswer | null;
      const shipment = answer?.trackResponse?.shipment?.[0];
      if (!shipment) throw new UpsError('UPS tracking: the answer has no trackResponse.shipment', res.status);
      const warning = shipment.warnings?.find((w) => w.code === NOT_FOUND);
      const pkg = shipment.package?.find((p) => p.trackingNumber === trackingNumber) ?? shipment.package?.[0];
      if (!pkg) return warning ? unknown(trackingNumber, warning.message) : unknown(trackingNumber);
      return parcelTrackingOf(trackingNumber, pkg);
    },
  };
}

/**
 * A UPS tracking number: '1Z', the shipper's 6-character account, a 2-digit service and an
 * 8-digit package number (the last a check digit): 18 characters, letters upper-case.
 */
export const UPS_TRACKING_NUMBER = /^1Z[0-9A-Z]{16}$/;
export const isUpsTrackingNumber = (n: string): boolean => UPS_TRACKING_NUMBER.test(n.trim().toUpperCase());
