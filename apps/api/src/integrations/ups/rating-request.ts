import type { ShipFrom } from './ups-settings.js';

/** A parcel as the shop packed it: pounds, and its box in inches when known. */
export interface Parcel {
  weightLb: number;
  dimensionsIn?: { length: number; width: number; height: number };
}

/** Where and what the shop asks UPS to rate. */
export interface UpsShipment {
  shipTo: {
    name: string;
    company: string;
    addressLines: string[];
    city: string;
    /** Two-letter state or province code. */
    state: string;
    postalCode: string;
    /** Two-letter ISO country code. */
    country: string;
  };
  parcels: Parcel[];
}

/** One service UPS rated: the charge the shop pays (negotiated when the account has one). */
export interface RatedService {
  serviceCode: string;
  chargeCents: number;
  /** UPS's guaranteed business days in transit; null when UPS guarantees none (Ground). */
  deliveryDays: number | null;
}

/** UPS's JSON writes every number as a string; two decimals for weights and inches. */
const upsNumber = (n: number) => String(Math.round(n * 100) / 100);

/**
 * The Rating API's Shop request (UPS Rating API v2409, "RateRequest"): every service UPS offers
 * between the ship-from and ship-to, for the packed parcels, with negotiated rates asked for the
 * shipper's account. Package type 02 is "Customer Supplied Package".
 */
export function shopRequest(shipment: UpsShipment, account: { accountNumber: string; shipFrom: ShipFrom }, reference: string) {
  const from = account.shipFrom;
  const fromAddress = {
    AddressLine: [from.address],
    City: from.city,
    StateProvinceCode: from.state,
    PostalCode: from.postalCode,
    CountryCode: from.country,
  };
  const to = shipment.shipTo;
  return {
    RateRequest: {
      Request: { RequestOption: 'Shop', TransactionReference: { CustomerContext: reference } },
      Shipment: {
        Shipper: { Name: from.name, ShipperNumber: account.accountNumber, Address: fromAddress },
        ShipTo: {
          Name: (to.company || to.name).slice(0, 35),
          AttentionName: to.name.slice(0, 35),
          Address: {
            AddressLine: to.addressLines.filter(Boolean).slice(0, 3),
            City: to.city,
            StateProvinceCode: to.state,
            PostalCode: to.postalCode,
            CountryCode: to.country,
          },
        },
        ShipFrom: { Name: from.name, Address: fromAddress },
        PaymentDetails: { ShipmentCharge: [{ Type: '01', BillShipper: { AccountNumber: account.accountNumber } }] },
        ShipmentRatingOptions: { NegotiatedRatesIndicator: 'Y' },
        NumOfPieces: String(shipment.parcels.length),
        Package: shipment.parcels.map((parcel) => ({
          PackagingType: { Code: '02', Description: 'Package' },
          ...(parcel.dimensionsIn && {
            Dimensions: {
              UnitOfMeasurement: { Code: 'IN', Description: 'Inches' },
              Length: upsNumber(parcel.dimensionsIn.length),
              Width: upsNumber(parcel.dimensionsIn.width),
              Height: upsNumber(parcel.dimensionsIn.height),
            },
          }),
          PackageWeight: { UnitOfMeasurement: { Code: 'LBS', Description: 'Pounds' }, Weight: upsNumber(parcel.weightLb) },
        })),
      },
    },
  };
}

interface Money {
  MonetaryValue?: string;
}
interface RatedShipmentJson {
  Service?: { Code?: string };
  TotalCharges?: Money;
  NegotiatedRateCharges?: { TotalCharge?: Money };
  GuaranteedDelivery?: { BusinessDaysInTransit?: string };
}

const toCents = (money: Money | undefined) => {
  const value = Number(money?.MonetaryValue);
  return money?.MonetaryValue !== undefined && Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
};

/**
 * RateResponse.RatedShipment[] as the shop reads it: the negotiated total wins over the published
 * one when UPS sent it. UPS's JSON gives a lone element as an object instead of an array.
 */
export function ratedServices(body: unknown): RatedService[] {
  const rated = (body as { RateResponse?: { RatedShipment?: RatedShipmentJson | RatedShipmentJson[] } } | null)?.RateResponse
    ?.RatedShipment;
  const list = rated === undefined ? [] : Array.isArray(rated) ? rated : [rated];
  return list.flatMap((s) => {
    const chargeCents = toCents(s.NegotiatedRateCharges?.TotalCharge) ?? toCents(s.TotalCharges);
    if (!s.Service?.Code || chargeCents === null) return [];
    const days = Number(s.GuaranteedDelivery?.BusinessDaysInTransit);
    return [{ serviceCode: s.Service.Code, chargeCents, deliveryDays: Number.isInteger(days) && days > 0 ? days : null }];
  });
}
