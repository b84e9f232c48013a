import { formatPrice, type ShippingOptionView } from '@northbend/shared';
import { CURRENCY_SYMBOL } from '../../lib/config';

interface ShippingServicesProps {
  options: ShippingOptionView[] | null;
  chosen: ShippingOptionView | null;
  notice: string | null;
  onChoose: (serviceCode: string) => void;
}

const days = (o: ShippingOptionView) =>
  o.delivery_days === null
    ? o.source === 'ups'
      ? 'Delivery time varies by distance'
      : 'Ships via UPS'
    : o.delivery_days === 1
      ? '1 business day'
      : `${o.delivery_days} business days`;

/** The shipping services the shop offers for this cart (issue 30) as radio cards: name, delivery days, price. */
export function ShippingServices({ options, chosen, notice, onChoose }: ShippingServicesProps) {
  if (!options)
    return (
      <p className="nb-services__loading" role="status">
        Getting shipping rates…
      </p>
    );
  if (!options.length) return null;
  return (
    <fieldset className="nb-methods nb-services">
      <legend className="nb-methods__legend">Choose your shipping</legend>
      {notice && (
        <p className="nb-services__notice alert alert-info" role="status">
          {notice}
        </p>
      )}
      {options.map((o) => {
        const id = `shipping-${o.service_code}`;
        const on = chosen?.service_code === o.service_code;
        return (
          <div key={o.service_code} className={`nb-method${on ? ' nb-method--chosen' : ''}`}>
            <input
              className="nb-method__radio"
              type="radio"
              name="shipping-service"
              id={id}
              value={o.service_code}
              checked={on}
              aria-describedby={`${id}-hint`}
              onChange={() => onChoose(o.service_code)}
            />
            <label className="nb-method__label nb-services__label" htmlFor={id}>
              <span>{o.service_name}</span>
              <span className="nb-services__price">{formatPrice(o.charge, CURRENCY_SYMBOL)}</span>
            </label>
            <span id={`${id}-hint`} className="nb-method__hint">
              {days(o)}
            </span>
          </div>
        );
      })}
    </fieldset>
  );
}
