/** The figures as a table with each miss marked, and what Lighthouse says to fix for each miss. */
import type { AuditedPage } from './pages.js';
import { CATEGORIES, METRIC_AUDITS, TARGETS, type CategoryId, type PageFigures } from './summarize.js';

export interface PageResult {
  page: AuditedPage;
  figures: PageFigures;
  /** The 1-minute load average when the page's first run started. */
  load: number;
}

const LABEL: Record<CategoryId, string> = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'best', seo: 'seo' };
export const TOP_AUDITS = 5;

/** The targets a page misses, as short names (perf, LCP, …). */
export function missesOf(f: PageFigures): string[] {
  const misses = CATEGORIES.filter((c) => !(f.scores[c] >= TARGETS.scores[c])).map((c) => LABEL[c]);
  if (!(f.lcpS <= TARGETS.lcpS)) misses.push('LCP');
  if (!(f.tbtMs <= TARGETS.tbtMs)) misses.push('TBT');
  if (!(f.cls <= TARGETS.cls)) misses.push('CLS');
  return misses;
}

/** A figure with `*` after it when it misses its target. */
const mark = (text: string, met: boolean) => (met ? text : `${text}*`);

export function formatTable(results: PageResult[]): string {
  const header = ['page', 'path', 'perf', 'a11y', 'best', 'seo', 'LCP s', 'TBT ms', 'CLS', 'JS kB', 'bench', 'load', 'status'];
  const rows = results.map(({ page, figures: f, load }) => {
    const misses = missesOf(f);
    return [
      page.name,
      page.path.length > 40 ? `${page.path.slice(0, 39)}…` : page.path,
      ...CATEGORIES.map((c) => mark(String(f.scores[c]), f.scores[c] >= TARGETS.scores[c])),
      mark(f.lcpS.toFixed(2), f.lcpS <= TARGETS.lcpS),
      mark(f.tbtMs.toFixed(0), f.tbtMs <= TARGETS.tbtMs),
      mark(f.cls.toFixed(3), f.cls <= TARGETS.cls),
      f.jsKb.toFixed(0),
      f.benchmarkIndex.toFixed(0),
      load.toFixed(1),
      misses.length ? `MISSED: ${misses.join(', ')}` : 'target met',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const numeric = (i: number) => i >= 2 && i < header.length - 1;
  return [header, ...rows]
    .map((r) => r.map((c, i) => (numeric(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  '))
    .join('\n')
    .trimEnd();
}

/** For every page with a miss: the failing audits of each missed category, and the audits behind a missed metric. */
export function formatFailingAudits(results: PageResult[], runs: number): string {
  const out: string[] = [];
  for (const { page, figures: f } of results) {
    const misses = missesOf(f);
    if (!misses.length) continue;
    out.push(`${page.name} (${page.path}): ${misses.join(', ')}`);
    for (const e of f.runtimeErrors) out.push(`  RUN ERROR ${e}`);
    const metricAudits = new Set(Object.values(METRIC_AUDITS).flat());
    const wanted: string[] = [];
    if (f.lcpS > TARGETS.lcpS) wanted.push(...METRIC_AUDITS.lcp);
    if (f.tbtMs > TARGETS.tbtMs) wanted.push(...METRIC_AUDITS.tbt);
    if (f.cls > TARGETS.cls) wanted.push(...METRIC_AUDITS.cls);
    for (const category of CATEGORIES) {
      const missed = f.scores[category] < TARGETS.scores[category];
      const forMetrics = category === 'performance' ? wanted : [];
      if (!missed && !forMetrics.length) continue;
      const audits = [
        ...forMetrics.flatMap((id) => f.failing.filter((a) => a.id === id)),
        ...f.failing
          .filter((a) => a.category === category && !metricAudits.has(a.id))
          .sort((a, b) => b.rank - a.rank)
          .slice(0, TOP_AUDITS),
      ];
      out.push(`  ${category} ${f.scores[category]}${missed ? '' : ' (metrics missed)'}:`);
      if (!audits.length) out.push('    (no failing audit: the score comes from the metrics alone)');
      for (const a of audits) {
        const inRuns = a.runs < runs ? ` [failed in ${a.runs} of ${runs} runs]` : '';
        out.push(`    ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}${inRuns}`);
        for (const item of a.items) out.push(`      - ${item}`);
      }
    }
  }
  return out.join('\n');
}
