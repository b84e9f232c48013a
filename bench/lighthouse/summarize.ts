/** What one Lighthouse run says about a page, and the median of several runs. */
import type { Result as LighthouseResult } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/** Issue 13's targets: scores at least, metrics at most. */
export const TARGETS = {
  scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } satisfies Record<CategoryId, number>,
  lcpS: 2.0,
  tbtMs: 150,
  cls: 0.02,
  firstPageJsKb: 120,
};

export interface FailingAudit {
  category: CategoryId;
  id: string;
  title: string;
  displayValue?: string;
  /** The category weight (accessibility, best practices, SEO) or estimated savings (performance) that ranks it. */
  rank: number;
  /** The first elements, files or messages Lighthouse names. */
  items: string[];
}

export interface RunFigures {
  scores: Record<CategoryId, number>;
  lcpS: number;
  tbtMs: number;
  cls: number;
  /** Script bytes Chromium received (compressed) before the run ended: entry, preloads and lazy chunks. */
  jsKb: number;
  /** Lighthouse's CPU benchmark of the machine at the run: lower means a busier or slower CPU. */
  benchmarkIndex: number;
  failing: FailingAudit[];
  /** A run that could not measure the page (NO_FCP, a crash): its figures are not to be trusted. */
  runtimeError?: string;
  warnings: string[];
}

/**
 * Performance audits shown whatever their score when a metric misses: they name the LCP element and
 * its phases, the scripts that block the main thread and the elements that shift.
 */
export const METRIC_AUDITS = { lcp: ['largest-contentful-paint-element'], tbt: ['bootup-time', 'long-tasks'], cls: ['layout-shifts'] };

const UNSCORED = new Set(['manual', 'informative', 'notApplicable', 'error']);

type Audit = LighthouseResult['audits'][string];
type Loose = Record<string, unknown>;

const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null;

function shortUrl(url: string): string {
  try {
    const u = new URL(url);
    return u.pathname + u.search;
  } catch {
    return url;
  }
}

function clip(text: string, max = 90): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
}

/** One row of an audit's table as a line: the element or file it names and what it costs. */
function describeItem(item: Loose): string {
  const parts: string[] = [];
  const node = item.node;
  if (isObject(node)) {
    const where = String(node.selector ?? node.snippet ?? '');
    parts.push(where);
    if (typeof node.nodeLabel === 'string' && node.nodeLabel !== where) parts.push(`"${clip(node.nodeLabel, 60)}"`);
  } else if (typeof item.groupLabel === 'string') {
    parts.push(item.groupLabel);
  } else if (typeof item.url === 'string') {
    parts.push(shortUrl(item.url));
  } else if (isObject(item.source) && typeof item.source.url === 'string') {
    parts.push(shortUrl(item.source.url));
  }
  if (typeof item.wastedBytes === 'number') parts.push(`${(item.wastedBytes / 1024).toFixed(0)} KiB to save`);
  else if (typeof item.wastedMs === 'number') parts.push(`${Math.round(item.wastedMs)} ms`);
  else if (typeof item.total === 'number') parts.push(`${Math.round(item.total)} ms CPU`);
  else if (typeof item.duration === 'number') parts.push(`${Math.round(item.duration)} ms`);
  else if (typeof item.score === 'number' && parts.length) parts.push(`shift ${item.score.toFixed(3)}`);
  for (const key of ['description', 'text', 'reason']) {
    if (typeof item[key] === 'string' && item[key]) parts.push(clip(item[key] as string));
  }
  if (!parts.length) {
    const first = Object.values(item).find((v) => typeof v === 'string');
    if (first) parts.push(clip(first as string));
  }
  return parts.join(' · ');
}

/** The first `max` rows of an audit's details (tables, and the tables inside a list). */
function describeDetails(details: unknown, max = 3): string[] {
  if (!isObject(details) || !Array.isArray(details.items)) return [];
  if (details.type === 'list') return details.items.flatMap((d) => describeDetails(d, max));
  if (details.type !== 'table' && details.type !== 'opportunity') return [];
  const rows = details.items as Loose[];
  // The LCP element's phases: one line, all of them (the largest is often the last, render delay).
  if (rows.every((r) => typeof r.phase === 'string')) {
    return [rows.map((r) => `${String(r.phase)} ${Math.round(Number(r.timing))} ms`).join(' · ')];
  }
  return rows.slice(0, max).map(describeItem).filter(Boolean);
}

/** Estimated savings in milliseconds of the metrics that score (CLS counted as 1000 ms per 1.0). */
function savingsOf(audit: Audit): number {
  const s = audit.metricSavings ?? {};
  return (s.LCP ?? 0) + (s.FCP ?? 0) + (s.TBT ?? 0) + (s.CLS ?? 0) * 1000;
}

/**
 * The audits that cost a category points. Accessibility, best practices and SEO: every weighted
 * audit below 1, heaviest first. Performance: not the metrics (the table shows them) but the
 * diagnostics and insights Lighthouse marks as failed (below 0.9), largest estimated savings first.
 */
function failingAudits(lhr: LighthouseResult): FailingAudit[] {
  const out: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || UNSCORED.has(audit.scoreDisplayMode)) continue;
      const perf = category === 'performance';
      const metricAudit = Object.values(METRIC_AUDITS).some((ids) => ids.includes(ref.id));
      if (perf ? ref.group === 'metrics' || (audit.score >= 0.9 && !metricAudit) : ref.weight === 0 || audit.score >= 1) continue;
      out.push({
        category,
        id: ref.id,
        title: audit.title,
        displayValue: audit.displayValue,
        rank: perf ? savingsOf(audit) : ref.weight,
        items: describeDetails(audit.details),
      });
    }
  }
  // Informative audits that explain a metric (long tasks) are kept for when that metric misses.
  for (const id of Object.values(METRIC_AUDITS).flat()) {
    const audit = lhr.audits[id];
    if (audit && !out.some((f) => f.id === id)) {
      out.push({
        category: 'performance',
        id,
        title: audit.title,
        displayValue: audit.displayValue,
        rank: savingsOf(audit),
        items: describeDetails(audit.details),
      });
    }
  }
  return out;
}

export function summarizeRun(lhr: LighthouseResult): RunFigures {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<
    CategoryId,
    number
  >;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary: unknown = lhr.audits['resource-summary']?.details;
  const scripts =
    isObject(summary) && Array.isArray(summary.items) ? (summary.items as Loose[]).find((i) => i.resourceType === 'script') : undefined;
  return {
    scores,
    lcpS: numeric('largest-contentful-paint') / 1000,
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKb: Number(scripts?.transferSize ?? Number.NaN) / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing: failingAudits(lhr),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    warnings: lhr.runWarnings.map((w) => String(w)),
  };
}

export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A page's medians over its runs: the figures of a run, its failing audits counted over the runs. */
export interface PageFigures extends Omit<RunFigures, 'failing' | 'runtimeError'> {
  /** Each failing audit once, with the number of runs it failed in (its rows from the first of them). */
  failing: (FailingAudit & { runs: number })[];
  runtimeErrors: string[];
}

/** The median of each figure over the runs (not one median run), and the audits that failed in any run. */
export function medianOfRuns(runs: RunFigures[]): PageFigures {
  const failing = new Map<string, FailingAudit & { runs: number; ranks: number[] }>();
  for (const run of runs) {
    for (const f of run.failing) {
      const seen = failing.get(f.id);
      if (seen) {
        seen.runs++;
        seen.ranks.push(f.rank);
      } else failing.set(f.id, { ...f, runs: 1, ranks: [f.rank] });
    }
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Record<CategoryId, number>,
    lcpS: median(runs.map((r) => r.lcpS)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    jsKb: median(runs.map((r) => r.jsKb)),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    failing: [...failing.values()].map(({ ranks, ...f }) => ({ ...f, rank: median(ranks) })),
    runtimeErrors: runs.flatMap((r) => (r.runtimeError ? [r.runtimeError] : [])),
    warnings: [...new Set(runs.flatMap((r) => r.warnings))],
  };
}
