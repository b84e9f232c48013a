import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as sass from 'sass';
import { describe, expect, it } from 'vitest';

/**
 * The shell's stylesheet compiles only the Bootstrap utilities and button colours the markup uses,
 * and the other Bootstrap parts load in kits (styles/kits, app/router.tsx). This guards the trim:
 * a component that names a Bootstrap class no stylesheet of ours compiles fails here, with the
 * class named, instead of rendering unstyled.
 */
const SRC = join(import.meta.dirname, '..');
const loadPaths = [join(SRC, 'styles'), join(SRC, '../../../node_modules')];

const classesOf = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
const compile = (path: string) => sass.compile(path, { loadPaths, style: 'compressed', logger: sass.Logger.silent }).css;
const compileString = (scss: string) => sass.compileString(scss, { loadPaths, style: 'compressed', logger: sass.Logger.silent }).css;

function files(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name), test) : test(e.name) ? [join(dir, e.name)] : [],
  );
}

function quoted(code: string, into: string[]) {
  for (const lit of code.matchAll(/'([^']*)'|"([^"]*)"/g)) into.push(lit[1] ?? lit[2]);
}

/** Words of the string literals in className props (className="…", className={`… ${x}`}, className: '…'). */
export function classNamesIn(source: string): string[] {
  const words: string[] = [];
  for (const m of source.matchAll(/[cC]lassName(?:=|:\s*)/g)) {
    let i = m.index + m[0].length;
    let expr = '';
    if (source[i] === '"' || source[i] === "'") expr = source.slice(i, source.indexOf(source[i], i + 1) + 1);
    else if (source[i] === '{') {
      for (let depth = 0; i < source.length; i++) {
        depth += source[i] === '{' ? 1 : source[i] === '}' ? -1 : 0;
        expr += source[i];
        if (depth === 0) break;
      }
    } else if (source[i] === '`') expr = source.slice(i, source.indexOf('`', i + 1) + 1);
    const parts: string[] = [];
    // Template literals: their text, and the quoted strings inside their ${…} expressions.
    const rest = expr.replace(/`([^`]*)`/g, (_, body: string) => {
      body.split(/\$\{([^}]*)\}/).forEach((piece, k) => (k % 2 ? quoted(piece, parts) : parts.push(piece)));
      return ' ';
    });
    quoted(rest, parts);
    for (const text of parts) words.push(...text.split(/\s+/).filter((w) => /^[a-z][a-z0-9-]*$/.test(w)));
  }
  return words;
}

/** The back office (admin.html) has its own stylesheet, so its markup is checked against that one. */
const ADMIN = join(SRC, 'admin');

/** Bootstrap classes named in the markup of the chosen files that none of `ours` compiles. */
function missingClasses(bootstrap: Set<string>, ours: Set<string>, chosen: (file: string) => boolean): string[] {
  const missing = new Set<string>();
  for (const file of files(SRC, (n) => /\.tsx?$/.test(n) && !n.endsWith('.test.ts')).filter(chosen)) {
    for (const word of classNamesIn(readFileSync(file, 'utf8')))
      if (bootstrap.has(word) && !ours.has(word)) missing.add(`${word} (${file.slice(SRC.length + 1)})`);
  }
  return [...missing];
}

describe('storefront stylesheets', () => {
  it('finds class names in className props', () => {
    expect(classNamesIn(`<div className="d-flex gap-2" /><p className={\`mt-3 \${on ? 'is-on' : ''}\`} />`)).toEqual([
      'd-flex',
      'gap-2',
      'mt-3',
      'is-on',
    ]);
  });

  it('compile every Bootstrap class the components use', { timeout: 60_000 }, () => {
    const bootstrap = classesOf(compileString(`@import 'theme'; @import 'bootstrap/scss/bootstrap';`));
    const ours = new Set<string>();
    const sheets = [
      join(SRC, 'styles/main.scss'),
      ...files(join(SRC, 'styles/kits'), (n) => n.endsWith('.scss')),
      join(SRC, 'features/layout/cart-drawer.scss'),
    ];
    for (const sheet of sheets) for (const c of classesOf(compile(sheet))) ours.add(c);

    expect(
      missingClasses(bootstrap, ours, (file) => !file.startsWith(ADMIN)),
      'add these to styles/_utilities.scss, the buttons in main.scss, or a kit',
    ).toEqual([]);
  });

  it('compile every Bootstrap class the back office uses in its own stylesheet', { timeout: 60_000 }, () => {
    const bootstrap = classesOf(compileString(`@import 'theme'; @import 'bootstrap/scss/bootstrap';`));
    const ours = classesOf(compile(join(ADMIN, 'styles/admin.scss')));
    // The storefront components it may use (eslint/architecture.js) style themselves.
    expect(
      missingClasses(bootstrap, ours, (file) => file.startsWith(ADMIN)),
      'add these to admin/styles/admin.scss',
    ).toEqual([]);
  });
});
