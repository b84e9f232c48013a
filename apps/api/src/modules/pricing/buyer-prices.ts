import type { StoredPriceTier, StoredVariantOption } from '../../db/schema/index.js';

/**
 * One rule of a price list the buyer's company holds today (decision 024), as pricing reads it:
 * a category rule carries its category and every category below it.
 */
export interface BuyerRule {
  id: string;
  priceListId: string;
  priceListName: string;
  productId: string | null;
  variantId: string | null;
  /** The rule's category and its children, or null when the rule names no category. */
  categoryIds: ReadonlySet<string> | null;
  optionId: string | null;
  optionChildName: string | null;
  unitPriceCents: number | null;
  discountPercent: number | null;
  minQuantity: number;
}

/** A logged-in buyer's prices: their company's rules in force now (none: list price and volume breaks). */
export interface BuyerPrices {
  companyId: string | null;
  rules: BuyerRule[];
  /** The rules by what they name, built on first use: a product reads only the rules that can reach it. */
  index?: RuleIndex;
}

interface RuleIndex {
  byProduct: Map<string, BuyerRule[]>;
  byVariant: Map<string, BuyerRule[]>;
  byCategory: Map<string, BuyerRule[]>;
  everything: BuyerRule[];
}

function push<K>(map: Map<K, BuyerRule[]>, key: K, rule: BuyerRule) {
  const list = map.get(key);
  if (list) list.push(rule);
  else map.set(key, [rule]);
}

function indexOf(prices: BuyerPrices): RuleIndex {
  if (prices.index) return prices.index;
  const index: RuleIndex = { byProduct: new Map(), byVariant: new Map(), byCategory: new Map(), everything: [] };
  for (const rule of prices.rules) {
    if (rule.variantId !== null) push(index.byVariant, rule.variantId, rule);
    else if (rule.productId !== null) push(index.byProduct, rule.productId, rule);
    else if (rule.categoryIds !== null) for (const c of rule.categoryIds) push(index.byCategory, c, rule);
    else index.everything.push(rule);
  }
  prices.index = index;
  return index;
}

/**
 * The rules that may price a product (or one of its variants): those naming it or the variant, one
 * of its categories (a category rule is filed under each category below it), or nothing. A rule is
 * listed once even when two of the product's categories lead to it.
 */
function rulesFor(prices: Pricing, product: PricedProduct, variantId: string | null): BuyerRule[] {
  if (!prices?.rules.length) return [];
  const index = indexOf(prices);
  const found = [...(index.byProduct.get(product.id) ?? []), ...index.everything];
  if (variantId !== null) found.push(...(index.byVariant.get(variantId) ?? []));
  for (const c of product.categoryIds) for (const rule of index.byCategory.get(c) ?? []) if (!found.includes(rule)) found.push(rule);
  return found;
}

/** Visitors see no price: every priced answer takes `BuyerPrices | null`. */
export type Pricing = BuyerPrices | null;

/** What decided a price: the list price, the product's volume break, or a rule of a price list. */
export type PriceSource =
  | { kind: 'list' }
  | { kind: 'volume_break'; minQuantity: number }
  | { kind: 'price_list'; priceListId: string; priceListName: string; ruleId: string; minQuantity: number };

export interface ResolvedPrice {
  cents: number;
  listCents: number;
  source: PriceSource;
}

export interface PricedProduct {
  id: string;
  categoryIds: string[];
  priceCents: number;
  priceTiers: StoredPriceTier[];
}

export interface PricedVariantRow {
  id: string;
  priceCents: number;
  priceTiers: StoredPriceTier[];
  options: StoredVariantOption[];
}

const LIST: PriceSource = { kind: 'list' };

/** Percent with two decimals, applied in integer hundredths so 12.5 % of $0.99 rounds one way everywhere. */
export function discounted(cents: number, percent: number): number {
  return Math.round((cents * (10000 - Math.round(percent * 100))) / 10000);
}

/** The volume break in force at `quantity`: the highest one reached, if any. */
function tierAt(tiers: StoredPriceTier[], quantity: number): StoredPriceTier | null {
  let best: StoredPriceTier | null = null;
  for (const t of tiers) if (t.minQuantity <= quantity && (!best || t.minQuantity > best.minQuantity)) best = t;
  return best;
}

/** A rule's percentage reaches the product when it names it, one of its categories (or a parent of one), or nothing. */
function percentReaches(rule: BuyerRule, product: PricedProduct, variantId: string | null): boolean {
  if (rule.discountPercent === null || rule.optionId !== null) return false;
  if (rule.variantId !== null) return rule.variantId === variantId;
  if (rule.productId !== null) return rule.productId === product.id;
  if (rule.categoryIds !== null) return product.categoryIds.some((c) => rule.categoryIds!.has(c));
  return true;
}

const fromRule = (rule: BuyerRule): PriceSource => ({
  kind: 'price_list',
  priceListId: rule.priceListId,
  priceListName: rule.priceListName,
  ruleId: rule.id,
  minQuantity: rule.minQuantity,
});

/**
 * The lowest of the candidates for one price component (a plain product, a variant's own price, or
 * one option choice): the list price, the volume break at the quantity, every percentage that
 * reaches it and every fixed price for it. Candidates never stack: the lowest wins, and a tie keeps
 * the earlier (the list price before a break, a break before a contract), so a price shows as
 * lowered only when it is.
 */
function lowest(
  listCents: number,
  quantity: number,
  tiers: StoredPriceTier[],
  rules: BuyerRule[],
  reaches: (rule: BuyerRule) => 'percent' | 'fixed' | null,
): ResolvedPrice {
  let best: ResolvedPrice = { cents: listCents, listCents, source: LIST };
  const tier = tierAt(tiers, quantity);
  if (tier) {
    const cents = discounted(listCents, tier.discountPercent);
    if (cents < best.cents) best = { cents, listCents, source: { kind: 'volume_break', minQuantity: tier.minQuantity } };
  }
  for (const rule of rules) {
    if (rule.minQuantity > quantity) continue;
    const how = reaches(rule);
    if (!how) continue;
    const cents = how === 'fixed' ? rule.unitPriceCents! : discounted(listCents, rule.discountPercent!);
    if (cents < best.cents) best = { cents, listCents, source: fromRule(rule) };
  }
  return best;
}

/** One piece of a product sold without variants, at a line's quantity. */
/** `rules`: the product's rules when the caller already looked them up (a ladder prices many quantities). */
export function productPrice(
  prices: Pricing,
  product: PricedProduct,
  quantity: number,
  rules: BuyerRule[] = rulesFor(prices, product, null),
): ResolvedPrice {
  return lowest(product.priceCents, quantity, product.priceTiers, rules, (rule) => {
    if (rule.unitPriceCents !== null) return rule.productId === product.id && rule.variantId === null ? 'fixed' : null;
    return percentReaches(rule, product, null) ? 'percent' : null;
  });
}

/** The variant's own tiers, else the product's: a break set on the product holds for its variants. */
const tiersOf = (product: PricedProduct, variant: PricedVariantRow) =>
  variant.priceTiers.length ? variant.priceTiers : product.priceTiers;

/** A variant's own price (without option choices), at a line's quantity. */
export function variantPrice(
  prices: Pricing,
  product: PricedProduct,
  variant: PricedVariantRow,
  quantity: number,
  rules: BuyerRule[] = rulesFor(prices, product, variant.id),
): ResolvedPrice {
  return lowest(variant.priceCents, quantity, tiersOf(product, variant), rules, (rule) => {
    if (rule.unitPriceCents !== null) return rule.variantId === variant.id && rule.optionId === null ? 'fixed' : null;
    return percentReaches(rule, product, variant.id) ? 'percent' : null;
  });
}

/** One option choice of a variant (e.g. a coating), at a line's quantity: percentages reach it as they reach the variant. */
export function optionChoicePrice(
  prices: Pricing,
  product: PricedProduct,
  variant: PricedVariantRow,
  choice: { optionId: string; childName: string; priceCents: number },
  quantity: number,
): ResolvedPrice {
  return lowest(choice.priceCents, quantity, tiersOf(product, variant), rulesFor(prices, product, variant.id), (rule) => {
    if (rule.unitPriceCents !== null)
      return rule.variantId === variant.id && rule.optionId === choice.optionId && rule.optionChildName === choice.childName
        ? 'fixed'
        : null;
    return percentReaches(rule, product, variant.id) ? 'percent' : null;
  });
}

/**
 * The quantities at which a price steps down for this buyer: 1, every volume break and every rule's
 * minimum quantity. The product page shows the price at each (the collapsed ladder below).
 */
function breakQuantities(rules: BuyerRule[], tiers: StoredPriceTier[]): number[] {
  const qs = new Set<number>([1, ...tiers.map((t) => t.minQuantity)]);
  for (const rule of rules) qs.add(rule.minQuantity);
  return [...qs].sort((a, b) => a - b);
}

/** Price at each step, dropping steps that do not lower it: [{1, 50.00}, {10, 47.50}, {25, 45.00}]. */
function priceLadder(
  rules: BuyerRule[],
  tiers: StoredPriceTier[],
  at: (quantity: number) => number,
): { minQuantity: number; cents: number }[] {
  const ladder: { minQuantity: number; cents: number }[] = [];
  for (const q of breakQuantities(rules, tiers)) {
    const cents = at(q);
    if (!ladder.length || cents < ladder.at(-1)!.cents) ladder.push({ minQuantity: q, cents });
  }
  return ladder;
}

/** The ladders look the product's rules up once, not once per step. */
export function productLadder(prices: Pricing, product: PricedProduct) {
  const rules = rulesFor(prices, product, null);
  return priceLadder(rules, product.priceTiers, (q) => productPrice(prices, product, q, rules).cents);
}

export function variantLadder(prices: Pricing, product: PricedProduct, variant: PricedVariantRow) {
  const rules = rulesFor(prices, product, variant.id);
  return priceLadder(rules, tiersOf(product, variant), (q) => variantPrice(prices, product, variant, q, rules).cents);
}

/** The note a cart line carries when a quantity break lowered it: "10+ price applied". */
export function breakNote(source: PriceSource): string | null {
  if (source.kind === 'list') return null;
  return source.minQuantity > 1 ? `${source.minQuantity}+ price applied` : null;
}
