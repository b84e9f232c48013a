import { randomUUID } from 'node:crypto';
import { ratedServices, shopRequest, type RatedService, type UpsShipment } from './rating-request.js';
import type { UpsSettings } from './ups-settings.js';
import { upsErrorOf, UpsError, type UpsToken } from './ups-token.js';

export interface UpsRating {
  /**
   * Every service UPS rates for the shipment; throws (UpsError, a timeout) when UPS does not answer
   * with rates. `signal` ends the wait: the caller's deadline covers the token and the rating.
   */
  shop(shipment: UpsShipment, signal: AbortSignal): Promise<RatedService[]>;
}

/** The UPS Rating API client: `POST {UPS_API_URL}/api/rating/v2409/Shop` with a kept OAuth token. */
export function upsRating(settings: Pick<UpsSettings, 'apiUrl' | 'accountNumber' | 'shipFrom'>, token: UpsToken): UpsRating {
  async function post(body: unknown, signal: AbortSignal) {
    const transId = randomUUID().replace(/-/g, '').slice(0, 32);
    return fetch(`${settings.apiUrl}/api/rating/v2409/Shop`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await token.get(signal)}`,
        'content-type': 'application/json',
        accept: 'application/json',
        // UPS asks every call to carry a transaction id and the calling application's name.
        transId,
        transactionSrc: 'northbend-shop',
      },
      body: JSON.stringify(body),
      signal,
    });
  }

  return {
    async shop(shipment, signal) {
      const body = shopRequest(shipment, settings, 'checkout');
      let res = await post(body, signal);
      // A token UPS dropped before its time: one new token, one more try.
      if (res.status === 401) {
        await res.body?.cancel();
        token.forget();
        res = await post(body, signal);
      }
      if (!res.ok) throw await upsErrorOf(res, 'rating');
      const services = ratedServices(await res.json());
      if (!services.length) throw new UpsError('UPS rating: the answer rated no service', res.status);
      return services;
    },
  };
}
