/** @jsxImportSource preact */
import {
  DEFAULT_PRODUCT_IMAGE,
  NO_LONGER_AVAILABLE,
  configuredVariantText,
  formatPrice,
  formatQuoteDay,
  priceChangeText,
  type CartItem,
  type CartVariant,
} from '@northbend/shared';
import { useState } from 'preact/hooks';
import { CURRENCY_SYMBOL } from '../../lib/config';
import { paths } from '../../lib/paths';
import { removeLine, removeVariant, setProductQuantity, setVariantQuantity } from '../cart-calls';
import { Picture } from '../picture';
import { ProductIcon } from '../product/parts';
import { QuantityControl } from '../quantity-control';
import '../../components/remove-button.scss';

const money = (dollars: number) => formatPrice(dollars, CURRENCY_SYMBOL);

/**
 * One cart line in the header's drawer on the island pages, as the client application's
 * (components/cart-line.tsx, cart-variant-row.tsx, unit-price.tsx, cart-notices.tsx): the product,
 * then its quantity or each configured variant with its own, the totals, the price-change and
 * no-longer-sold notices, and Remove. Every change answers with the whole cart, which the session
 * store keeps, and the drawer draws again.
 */
export function DrawerLine({ line, customerId }: { line: CartItem; customerId: string }) {
  const [removing, setRemoving] = useState(false);
  const product = line.cart_product;
  const variants = line.cart_selected_product_variants ?? [];
  const unavailable = Boolean(line.cart_item_unavailable);
  const quote = line.cart_quote;
  const plain = unavailable || Boolean(quote);
  const to = paths.product(product.product_slug, line.cart_product_id);

  const remove = async () => {
    setRemoving(true);
    // A refusal has been toasted; the line stays, so its button comes back.
    if (!(await removeLine(customerId, line._id))) setRemoving(false);
  };
  const removeButton = <RemoveButton label={`Remove ${product.product_name} from cart`} busy={removing} onClick={() => void remove()} />;

  return (
    <li class={`nb-cart-line nb-cart-line--drawer${unavailable ? ' nb-cart-line--unavailable' : ''}`}>
      <span class="nb-cart-line__image" aria-hidden="true">
        <Picture
          src={product.product_images[0] || DEFAULT_PRODUCT_IMAGE}
          alt=""
          widths={[160, 320]}
          sizes="72px"
          width={112}
          height={112}
          loading="lazy"
        />
      </span>
      <div class="nb-cart-line__body">
        <div class="nb-cart-line__head">
          <h3 class="nb-cart-line__name">{plain ? product.product_name : <a href={to}>{product.product_name}</a>}</h3>
          <span class="nb-cart-line__sku">SKU {product.product_sku}</span>
          {quote && (
            <span class="nb-cart-line__quote">
              Quote {quote.quote_number} · valid until {formatQuoteDay(quote.valid_until)}
            </span>
          )}
        </div>
        {line.cart_item_problem && !unavailable && <p class="nb-cart-line__problem">{line.cart_item_problem}</p>}
        {unavailable ? (
          <div class="nb-cart-line__gone">
            <UnavailableMark what="product" />
            {removeButton}
          </div>
        ) : quote ? (
          <div class="nb-cart-buy">
            <span class="nb-cart-buy__unit">{money(line.cart_product_price)} each</span>
            <span class="nb-cart-buy__fixed">Qty {line.cart_product_quantity}</span>
            <span class="nb-cart-buy__total">{money(line.cart_product_total)}</span>
            {removeButton}
          </div>
        ) : variants.length === 0 ? (
          <>
            <div class="nb-cart-buy">
              <UnitPrice price={line.cart_product_price} listPrice={line.cart_product_list_price} note={line.cart_price_note} />
              <QuantityControl
                size="sm"
                value={line.cart_product_quantity}
                label={product.product_name}
                onChange={(quantity) => setProductQuantity(line._id, quantity)}
              />
              <span class="nb-cart-buy__total">{money(line.cart_product_total)}</span>
              {removeButton}
            </div>
            {line.cart_product_price_was != null && <PriceChange was={line.cart_product_price_was} now={line.cart_product_price} />}
          </>
        ) : (
          <ul class="nb-cart-line__variants">
            {variants.map((v) => (
              <VariantLine key={v._id} line={line} variant={v} customerId={customerId} />
            ))}
          </ul>
        )}
        {variants.length > 0 && !unavailable && (
          <p class="nb-cart-line__total">
            <span>Line total</span> <strong>{money(line.cart_item_total)}</strong>
          </p>
        )}
      </div>
    </li>
  );
}

function VariantLine({ line, variant, customerId }: { line: CartItem; variant: CartVariant; customerId: string }) {
  const [removing, setRemoving] = useState(false);
  const configuration = configuredVariantText(variant);
  const name = `${line.cart_product.product_name}, ${variant.variant_name}`;
  const remove = async () => {
    setRemoving(true);
    if (!(await removeVariant(customerId, line._id, variant._id))) setRemoving(false);
  };
  const removeButton = <RemoveButton label={`Remove ${name} from cart`} busy={removing} onClick={() => void remove()} />;
  return (
    <li class={`nb-cart-variant${variant.variant_unavailable ? ' nb-cart-variant--unavailable' : ''}`}>
      <div class="nb-cart-variant__what">
        <span class="nb-cart-variant__name">{variant.variant_name}</span>
        <span class="nb-cart-variant__sku">Part No. {variant.variant_sku}</span>
        {configuration.length > 0 && (
          <ul class="nb-cart-variant__config" aria-label={`Configuration of ${variant.variant_name}`}>
            {configuration.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        )}
        {variant.variant_price_was != null && <PriceChange was={variant.variant_price_was} now={variant.variant_price} />}
      </div>
      {variant.variant_unavailable ? (
        <div class="nb-cart-line__gone">
          <UnavailableMark what="variant" />
          {removeButton}
        </div>
      ) : (
        <div class="nb-cart-buy">
          <UnitPrice price={variant.variant_price} listPrice={variant.variant_list_price} note={variant.variant_price_note} />
          <QuantityControl
            size="sm"
            value={variant.variant_quantity}
            label={name}
            onChange={(q) => setVariantQuantity(line._id, variant._id, q)}
          />
          <span class="nb-cart-buy__total">{money(variant.variant_total)}</span>
          {removeButton}
        </div>
      )}
    </li>
  );
}

function UnitPrice({ price, listPrice, note }: { price: number; listPrice?: number; note?: string | null }) {
  return (
    <span class="nb-cart-buy__unit">
      {listPrice !== undefined && (
        <>
          <del class="nb-price__list">
            <span class="visually-hidden">List price </span>
            {money(listPrice)}
          </del>{' '}
        </>
      )}
      {money(price)} each
      {note && <span class="nb-cart-buy__break">{note}</span>}
    </span>
  );
}

function PriceChange({ was, now }: { was: number; now: number }) {
  return <p class="nb-cart-notice">{priceChangeText(was, now, CURRENCY_SYMBOL)}</p>;
}

function UnavailableMark({ what }: { what: 'product' | 'variant' }) {
  return (
    <p class="nb-cart-unavailable">
      <span class="nb-cart-unavailable__tag">{NO_LONGER_AVAILABLE}</span>
      <span class="nb-cart-unavailable__why">
        We no longer sell this {what}. It is not counted in your total; please remove it to check out.
      </span>
    </p>
  );
}

function RemoveButton({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) {
  return (
    <button type="button" class="nb-remove" aria-label={label} title={label} disabled={busy} onClick={onClick}>
      <ProductIcon name="trash" />
      <span class="nb-remove__text">Remove</span>
    </button>
  );
}
