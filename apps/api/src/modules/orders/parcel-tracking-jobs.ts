import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { ParcelTracker } from '../../integrations/ups/tracking-client.js';
import { enqueueJob, handleJob, jobKind, type JobHandlers } from '../jobs/index.js';
import type { AdminMailDeps } from './admin-order-mail.js';
import { orderDeliveredMailJob } from './order-delivered-mail.js';
import { recordParcelTracking } from './parcel-tracking.js';
import { findShipment, parcelsToTrack } from './parcel-tracking-queries.js';

/**
 * The UPS tracking jobs (issue 30, decision 032). A round is due once per interval: its slot is the
 * number of whole intervals since 1970, so every process that schedules "this round" names the
 * same job and the jobs table keeps one. Each round queues the next before it does anything, so
 * the chain outlives a failed round, and one job per parcel, each retried on its own.
 */
export const TRACKING_JOBS = {
  round: jobKind('ups.tracking.round', z.object({ slot: z.number().int().min(0), intervalMs: z.number().int().positive() })),
  parcel: jobKind('ups.tracking.parcel', z.object({ shipmentId: z.guid(), about: z.string() })),
};

/** A parcel asked about in vain this many times waits for the next round (about 15 minutes of retries). */
const PARCEL_ATTEMPTS = 5;

const roundJob = (slot: number, intervalMs: number) => ({
  kind: TRACKING_JOBS.round,
  key: `${TRACKING_JOBS.round.name}.${intervalMs}.${slot}`,
  payload: { slot, intervalMs },
  runAt: new Date(slot * intervalMs),
});

/**
 * Queues the round of the interval under way, due now (at start: after a deploy or a pause the
 * shop asks at once instead of waiting for the next interval); a no-op when it exists already.
 */
export async function scheduleTrackingRound(db: Database, intervalMs: number, now = Date.now()): Promise<void> {
  const slot = Math.floor(now / intervalMs);
  await enqueueJob(db, { ...roundJob(slot, intervalMs), runAt: new Date(now) });
}

export interface TrackingJobDeps extends AdminMailDeps {
  tracker: ParcelTracker;
  /** UPS_TRACKING_INTERVAL_HOURS in ms: how often a round runs. */
  intervalMs: number;
}

/** The worker's side: rounds, parcels and the delivered email (registered in app.ts when UPS is configured). */
export function parcelTrackingJobs(deps: TrackingJobDeps): JobHandlers {
  const { db, tracker } = deps;
  return [
    handleJob(TRACKING_JOBS.round, async ({ slot, intervalMs }, job) => {
      // The next round first, on its own: a round that fails from here on still leaves the chain.
      // A round of an interval since changed ends its chain instead: the start scheduled the new one.
      if (intervalMs === deps.intervalMs) await enqueueJob(db, roundJob(slot + 1, intervalMs));
      const parcels = await db.transaction(async (tx) => {
        const due = await parcelsToTrack(tx);
        await enqueueJob(
          tx,
          due.map((p) => ({
            kind: TRACKING_JOBS.parcel,
            key: `${TRACKING_JOBS.parcel.name}.${p.shipmentId}.${slot}`,
            payload: { shipmentId: p.shipmentId, about: `${p.orderNumber} ${p.trackingNumber}` },
            maxAttempts: PARCEL_ATTEMPTS,
          })),
        );
        return due.length;
      });
      job.log.info({ parcels }, 'UPS tracking round queued its parcels');
    }),
    handleJob(TRACKING_JOBS.parcel, async ({ shipmentId }, job) => {
      const shipment = await findShipment(db, shipmentId);
      if (!shipment) throw new Error(`Parcel ${shipmentId} was not found`);
      const answer = await tracker.track(shipment.trackingNumber);
      const outcome = await recordParcelTracking(db, shipment, answer);
      job.log.info({ parcel: shipment.trackingNumber, state: answer.state, outcome }, 'UPS tracking answer recorded');
    }),
    orderDeliveredMailJob(deps),
  ];
}
