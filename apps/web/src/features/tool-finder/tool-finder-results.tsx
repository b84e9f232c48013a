import { type ProductSummary, type ToolFinderAnswer, type ToolFinderDie } from '@northbend/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { Availability } from '../../components/availability';
import { Price } from '../../components/price';
import { ProductThumb } from '../../components/product-thumb';
import { preselectSearch } from './tool-finder-query';

type Answer = ToolFinderAnswer['result'];

const mm = (n: number) => `${n.toFixed(2)} mm`;

function ClearanceAdvice({ clearance }: { clearance: Answer['clearance'] }) {
  if (!clearance) {
    return (
      <section className="nb-finder__advice" aria-labelledby="nb-finder-advice">
        <h2 id="nb-finder-advice">Die clearance</h2>
        <p className="mb-0">This sheet is thicker than our clearance table reaches (6.35 mm). Please ask us for the right die.</p>
      </section>
    );
  }
  return (
    <section className="nb-finder__advice" aria-labelledby="nb-finder-advice">
      <h2 id="nb-finder-advice">Recommended die clearance</h2>
      <p className="nb-finder__clearance" data-testid="recommended-clearance">
        <strong>{mm(clearance.clearance_mm)}</strong> total
        <span>
          {' '}
          ({clearance.percent} % of {clearance.thickness_mm.toFixed(1)} mm)
        </span>
      </p>
      <p className="nb-finder__note">
        {clearance.material_name}, {clearance.thickness_name}: sheets {clearance.band} take {clearance.percent} % of their thickness in the
        turret-punching clearance charts (Mate Precision Tooling, Wilson Tool). A starting point: your tool maker&rsquo;s current catalog
        and your cut quality have the last word.
      </p>
    </section>
  );
}

function ToolRow({ product, to, extra }: { product: ProductSummary; to: string; extra?: ReactNode }) {
  return (
    <li className="nb-finder__tool">
      <Link to={to} className="nb-finder__tool-image" tabIndex={-1} aria-hidden="true">
        <ProductThumb src={product.product_images[0]} size={72} />
      </Link>
      <div className="nb-finder__tool-body">
        <span className="nb-finder__tool-sku">{product.product_sku}</span>
        <Link to={to} className="nb-finder__tool-name">
          {product.product_name}
        </Link>
        {extra}
        <Availability quantity={product.product_quantity} className="nb-finder__tool-stock" />
      </div>
      <Price
        price={product.product_price}
        range={product.product_price_range}
        listPrice={product.product_list_price}
        listRange={product.product_list_price_range}
        className="nb-finder__tool-price"
      />
    </li>
  );
}

function DieClearance({ die }: { die: ToolFinderDie }) {
  const p = die.preselect;
  if (!p) return null;
  const what =
    [p.variant_name, p.clearance_option && `Die Clearance ${p.clearance_option}`].filter(Boolean).join(' · ') ||
    `Clearance ${mm(p.clearance_mm)}`;
  return (
    <span className={`nb-finder__fit${p.matches ? ' is-match' : ''}`}>
      {p.matches ? 'Recommended clearance' : 'Nearest stocked clearance'}: {what}
    </span>
  );
}

function ToolList({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <section className="nb-finder__list" aria-label={title}>
      <h2>
        {title} <span className="nb-finder__count">({children.length})</span>
      </h2>
      {children.length ? <ul className="list-unstyled mb-0">{children}</ul> : <p className="nb-finder__empty">{empty}</p>}
    </section>
  );
}

/**
 * What to loosen when nothing fits: the narrowest machine choice first (a model, else a make);
 * with neither chosen, only the hole itself is left to change.
 */
export function noMatchHint(machine: { make: string; model: string }): string {
  const loosen = machine.model
    ? 'Try without the model, or ask us for a special.'
    : machine.make
      ? 'Try any make, or ask us for a special.'
      : 'Try another size or shape, or ask us for a special.';
  return `None of our stock tools fits this hole${machine.make ? ' on this machine' : ''}. ${loosen}`;
}

function DieRow({ die }: { die: ToolFinderDie }) {
  return (
    <ToolRow
      product={die}
      to={
        paths.product(die.product_slug, die._id) +
        preselectSearch(die.preselect?.variant_id ?? null, die.preselect?.clearance_option ?? null)
      }
      extra={<DieClearance die={die} />}
    />
  );
}

/**
 * The finder's answer: the clearance advice, then the dies (each opening at its clearance) and the
 * punches. When no die or no punch fits exactly, the nearest sizes the machine takes are named and
 * their tools listed in place of the empty list (issue 28).
 */
export function ToolFinderResults({
  asked,
  machine,
  failed,
  answer,
}: {
  asked: boolean;
  /** The machine the answer is for: the empty lists' hint names what to loosen. */
  machine: { make: string; model: string };
  failed: boolean;
  answer?: Answer;
}) {
  if (!asked) {
    return (
      <p className="nb-finder__hint">
        Choose the sheet and the hole size, then <strong>Find tools</strong>.
      </p>
    );
  }
  if (failed || !answer)
    return <p className="nb-finder__hint">The tool finder could not answer. Please check your choices and try again.</p>;
  const noMatch = noMatchHint(machine);
  const near = answer.nearest;
  const nearDies = near?.dies ?? [];
  const nearPunches = near?.punches ?? [];
  return (
    <div className="nb-finder__results">
      <ClearanceAdvice clearance={answer.clearance} />
      {near && (
        <p className="nb-finder__nearest" role="status">
          {near.message}
        </p>
      )}
      {(answer.dies.length > 0 || !nearDies.length) && (
        <ToolList title="Dies" empty={noMatch}>
          {answer.dies.map((d) => (
            <DieRow key={d._id} die={d} />
          ))}
        </ToolList>
      )}
      {nearDies.length > 0 && (
        <ToolList title="Nearest dies" empty="">
          {nearDies.map((d) => (
            <DieRow key={d._id} die={d} />
          ))}
        </ToolList>
      )}
      {(answer.punches.length > 0 || !nearPunches.length) && (
        <ToolList title="Punches" empty={noMatch}>
          {answer.punches.map((p) => (
            <ToolRow key={p._id} product={p} to={paths.product(p.product_slug, p._id)} />
          ))}
        </ToolList>
      )}
      {nearPunches.length > 0 && (
        <ToolList title="Nearest punches" empty="">
          {nearPunches.map((p) => (
            <ToolRow key={p._id} product={p} to={paths.product(p.product_slug, p._id)} />
          ))}
        </ToolList>
      )}
      {(!answer.dies.length || !answer.punches.length) && (
        <p className="nb-finder__special">
          Need a special tool? <Link to={paths.quoteRequest}>Request a quote</Link> with your drawing.
        </p>
      )}
    </div>
  );
}
