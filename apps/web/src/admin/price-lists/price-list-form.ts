import { PriceListRuleInput, shopDayOf, type AdminPriceList, type PriceListInputBody } from '@northbend/shared';
import { fromShopWallTime, shopTimeZone } from '../../lib/shop-time';

/**
 * The price list editor's state. Figures stay the text typed; dates are days ('2027-01-31') as the
 * date inputs hold them. A list runs from the start of its first day to the end of its last day,
 * in the shop's time zone (SHOP_TIMEZONE, decision 030): `ends_at` is sent as the shop's midnight
 * after the last day.
 */
export type RuleKind = 'price' | 'percent';

export interface RuleForm {
  key: string;
  product_id: string | null;
  variant_id: string | null;
  category_id: string | null;
  option_id: string | null;
  option_child_name: string | null;
  /** What the rule prices, in words ('Product NB-…: Name'); the server's for saved rules. */
  target: string;
  kind: RuleKind;
  amount: string;
  min_quantity: string;
}

export interface CompanyRef {
  _id: string;
  company_name: string;
}

export interface PriceListForm {
  name: string;
  /** First and last day, '' for none. */
  starts: string;
  ends: string;
  companies: CompanyRef[];
  rules: RuleForm[];
}

let lastKey = 0;
export const ruleKey = (): string => `rule-${++lastKey}`;

/** A moment as the shop's day it falls on: '2027-01-31'. */
export const dayOf = (d: Date): string => shopDayOf(d, shopTimeZone());
/** The shop's midnight at the start of a day ('2027-01-31'), as ISO. */
const startOfDay = (day: string, plusDays = 0): string => {
  const [y, m, d] = day.split('-').map(Number);
  const shifted = new Date(Date.UTC(y, m - 1, d + plusDays)).toISOString().slice(0, 10);
  return fromShopWallTime(`${shifted}T00:00`) ?? new Date(Date.UTC(y, m - 1, d + plusDays)).toISOString();
};

/** The list's first day, from its start. */
export const firstDay = (startsAt: string | null): string => (startsAt ? dayOf(new Date(startsAt)) : '');
/** The list's last day: the day before the moment it ends. */
export const lastDay = (endsAt: string | null): string => (endsAt ? dayOf(new Date(new Date(endsAt).getTime() - 1)) : '');

const figure = (n: number | null) => (n === null ? '' : String(n));

export const ruleForm = (r: AdminPriceList['rules'][number]): RuleForm => ({
  key: ruleKey(),
  product_id: r.product_id,
  variant_id: r.variant_id,
  category_id: r.category_id,
  option_id: r.option_id,
  option_child_name: r.option_child_name,
  target: r.target,
  kind: r.unit_price !== null ? 'price' : 'percent',
  amount: figure(r.unit_price ?? r.discount_percent),
  min_quantity: String(r.min_quantity),
});

export const emptyPriceList = (): PriceListForm => ({ name: '', starts: '', ends: '', companies: [], rules: [] });

export const priceListForm = (l: AdminPriceList): PriceListForm => ({
  name: l.name,
  starts: firstDay(l.starts_at),
  ends: lastDay(l.ends_at),
  companies: l.companies,
  rules: l.rules.map(ruleForm),
});

/** '' → null; anything not a plain decimal → NaN, which the shared rules call 'must be a number'. */
export function numberOf(text: string): number | null {
  const t = text.trim().replace(/^\$/, '').replace(/%$/, '');
  if (t === '') return null;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
}

export function ruleBody(r: RuleForm): NonNullable<PriceListInputBody['rules']>[number] {
  const amount = numberOf(r.amount);
  return {
    product_id: r.product_id,
    variant_id: r.variant_id,
    category_id: r.category_id,
    option_id: r.option_id,
    option_child_name: r.option_child_name,
    unit_price: r.kind === 'price' ? amount : null,
    discount_percent: r.kind === 'percent' ? amount : null,
    min_quantity: numberOf(r.min_quantity) ?? 1,
  };
}

/**
 * The API's body. A date left as it was loaded keeps the saved moment (a list set through the API
 * or a CSV may start mid-day); a changed one is that day's start, or the end of the last day.
 */
export function toBody(form: PriceListForm, saved?: AdminPriceList): PriceListInputBody {
  const starts_at = saved && form.starts === firstDay(saved.starts_at) ? saved.starts_at : form.starts ? startOfDay(form.starts) : null;
  const ends_at = saved && form.ends === lastDay(saved.ends_at) ? saved.ends_at : form.ends ? startOfDay(form.ends, 1) : null;
  return {
    name: form.name,
    company_ids: form.companies.map((c) => c._id),
    starts_at,
    ends_at,
    rules: form.rules.map(ruleBody),
  };
}

/** Each rule's first mistake by the shared rules, by its key: shown in its row before anything is sent. */
export function ruleErrors(rules: RuleForm[]): Map<string, string> {
  const errors = new Map<string, string>();
  for (const r of rules) {
    if (numberOf(r.amount) === null) {
      errors.set(r.key, r.kind === 'price' ? 'Enter the unit price.' : 'Enter the percentage off.');
      continue;
    }
    const checked = PriceListRuleInput.safeParse(ruleBody(r));
    if (!checked.success) errors.set(r.key, checked.error.issues[0]?.message ?? 'The rule is not complete.');
  }
  return errors;
}

/** The rule a server message names ('Rule 3: no product has the id …'), counted from 1. */
export const ruleOfMessage = (message: string): number | null => {
  const row = /^Rule (\d+):/.exec(message)?.[1];
  return row ? Number(row) : null;
};

/** The list field a server message names ('name is required', 'ends_at must be after starts_at'). */
export const fieldOfMessage = (message: string): 'name' | 'starts' | 'ends' | null => {
  if (/^name\b/.test(message)) return 'name';
  if (/^ends_at\b/.test(message)) return 'ends';
  if (/^starts_at\b/.test(message)) return 'starts';
  return null;
};
