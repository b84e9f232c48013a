import { configuredVariantText, type OrderLine } from '@northbend/shared';
import { formatMoney } from '../../ui/money';
import { numericHead, PlainTable } from '../ui/plain-table';

interface Row {
  key: string;
  name: string;
  sku: string;
  configuration: string[];
  quantity: number;
  price: number;
  total: number;
}

/** A plain line is one row; a line bought through variants is one row per variant under its product. */
function rowsOf(line: OrderLine): Row[] {
  const variants = line.cart_selected_product_variants ?? [];
  if (variants.length === 0) {
    const product = line.cart_product;
    return [
      {
        key: line._id,
        name: product.product_name,
        sku: product.product_sku,
        configuration: [],
        quantity: line.cart_product_quantity,
        price: line.cart_product_price,
        total: line.cart_item_total,
      },
    ];
  }
  return variants.map((v) => ({
    key: `${line._id}-${v._id}`,
    name: v.variant_name,
    sku: v.variant_sku,
    configuration: configuredVariantText(v, { prices: true }),
    quantity: v.variant_quantity,
    price: v.variant_price,
    total: v.variant_total,
  }));
}

function LineRow({ row, currency, variant }: { row: Row; currency: string; variant: boolean }) {
  return (
    <tr className={variant ? 'nb-lines__variant' : undefined}>
      <td>
        <span className="nb-cell-strong">{row.name}</span>
        <span className="nb-cell-sub">
          Part No. <span className="nb-mono text-nowrap">{row.sku}</span>
        </span>
      </td>
      <td>
        {row.configuration.length ? (
          <ul className="nb-config">
            {row.configuration.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        ) : (
          <span className="nb-muted">—</span>
        )}
      </td>
      <td className="nb-num text-nowrap">
        {row.quantity} × {formatMoney(row.price, currency)}
      </td>
      <td className="nb-num text-nowrap">{formatMoney(row.total, currency)}</td>
    </tr>
  );
}

interface OrderLinesProps {
  lines: OrderLine[];
  currency: string;
  /** The shipping service chosen at checkout (issue 30), named on the shipping row. */
  service?: string | null;
  /** tax and tax_note (issue 30): the sales tax frozen on the order, and why an exempt one pays none. */
  charges: { sub_total: number; shipping_charges: number; tax?: number; tax_note?: string | null; total: number };
}

/**
 * The order's lines as the warehouse picks them: each product (a group of rows when it was bought
 * through variants), part numbers, the configuration (measurement and options), pieces and prices.
 */
export function OrderLines({ lines, currency, charges, service }: OrderLinesProps) {
  return (
    <PlainTable
      label="Order lines"
      caption="Order lines"
      className="nb-lines"
      head={['Item', 'Configuration', numericHead('Qty × price'), numericHead('Total')]}
    >
      {lines.map((line) => {
        const variants = (line.cart_selected_product_variants ?? []).length > 0;
        return (
          <tbody key={line._id}>
            {variants && (
              <tr className="nb-lines__product">
                <th scope="rowgroup" colSpan={4}>
                  {line.cart_product.product_name} <span className="nb-lines__sku">SKU {line.cart_product.product_sku}</span>
                </th>
              </tr>
            )}
            {rowsOf(line).map((row) => (
              <LineRow key={row.key} row={row} currency={currency} variant={variants} />
            ))}
          </tbody>
        );
      })}
      <tfoot>
        <tr>
          <th scope="row" colSpan={3} className="nb-num">
            Subtotal
          </th>
          <td className="nb-num">{formatMoney(charges.sub_total, currency)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={3} className="nb-num">
            Shipping
            {service && <span className="nb-lines__sku d-block">{service}</span>}
          </th>
          <td className="nb-num">{formatMoney(charges.shipping_charges, currency)}</td>
        </tr>
        {(Boolean(charges.tax) || Boolean(charges.tax_note)) && (
          <tr>
            <th scope="row" colSpan={3} className="nb-num">
              Sales tax
              {charges.tax_note && <span className="nb-lines__sku d-block">{charges.tax_note}</span>}
            </th>
            <td className="nb-num">{formatMoney(charges.tax ?? 0, currency)}</td>
          </tr>
        )}
        <tr className="nb-lines__total">
          <th scope="row" colSpan={3} className="nb-num">
            Total
          </th>
          <td className="nb-num">{formatMoney(charges.total, currency)}</td>
        </tr>
      </tfoot>
    </PlainTable>
  );
}
