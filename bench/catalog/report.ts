/** Formatting of the catalog benchmark's figures: a header block, then one table row per scenario. */

export interface ScenarioFigures {
  name: string;
  /** p99 target in ms, when the scenario has one. */
  targetP99?: number;
  requestsPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** What a single probe request returned, e.g. '20 results of 18342'. */
  probe: string;
  /** Why the probe or the run looks wrong (empty result, bad status). */
  problem?: string;
}

export interface RunInfo {
  dbKind: 'postgres' | 'pglite';
  dbVersion: string;
  products: number;
  variants: number;
  generationSeconds: number;
  node: string;
  cores: number;
  cpu: string;
  connections: number;
  duration: number;
  warmup: number;
}

export function scenarioStatus(s: ScenarioFigures): string {
  if (s.errors > 0 || s.timeouts > 0 || s.non2xx > 0 || s.problem) return 'ERRORS';
  if (s.targetP99 === undefined) return '-';
  return s.p99 <= s.targetP99 ? 'target met' : 'MISSED';
}

function table(headers: string[], rows: string[][], rightAligned: Set<number>): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (rightAligned.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

export function formatHeader(info: RunInfo): string {
  const db = info.dbKind === 'postgres' ? `PostgreSQL ${info.dbVersion}` : `PGlite ${info.dbVersion} (embedded, one connection)`;
  return [
    `database     ${db}`,
    `catalog      ${info.products} products, ${info.variants} variants (generated in ${fixed(info.generationSeconds, 1)} s)`,
    `machine      Node ${info.node}, ${info.cores} cores (${info.cpu})`,
    `load         autocannon, ${info.connections} connections, ${info.duration} s per scenario after ${info.warmup} s warm-up`,
  ].join('\n');
}

export function formatTable(info: RunInfo, scenarios: ScenarioFigures[]): string {
  const health = scenarios.find((s) => s.name === 'health')?.requestsPerSec ?? NaN;
  const rows = scenarios.map((s) => [
    s.name,
    fixed(s.requestsPerSec, 0),
    fixed(s.p50, 1),
    fixed(s.p99, 1),
    String(s.non2xx + s.errors + s.timeouts),
    fixed(s.requestsPerSec / health, 2),
    s.targetP99 === undefined ? '' : `p99 <= ${s.targetP99}`,
    scenarioStatus(s),
  ]);
  const out = [
    table(['scenario', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx+err', 'vs health', 'target', 'status'], rows, new Set([1, 2, 3, 4, 5])),
  ];
  if (info.dbKind !== 'postgres' || info.connections !== 10) {
    out.push('(targets are defined for PostgreSQL at 10 connections; on this run the status is informational)');
  }
  for (const s of scenarios) {
    if (scenarioStatus(s) !== 'ERRORS') continue;
    const codes = Object.entries(s.statusCodes)
      .map(([c, n]) => `${c}: ${n}`)
      .join(', ');
    out.push(
      `! ${s.name}: ${s.non2xx} non-2xx, ${s.errors} errors, ${s.timeouts} timeouts; status codes {${codes}}${s.problem ? `; ${s.problem}` : ''}`,
    );
  }
  return out.join('\n');
}

export function formatProbes(scenarios: ScenarioFigures[]): string {
  const width = Math.max(...scenarios.map((s) => s.name.length));
  return scenarios.map((s) => `  ${s.name.padEnd(width)}  ${s.probe}`).join('\n');
}
