import type { DropdownItem, KeywordDropdownAnswer, KeywordDropdownId, ToolFinderAnswer } from '@northbend/shared';
import { apiGet } from '../../lib/api-client';
import { apiPaths } from '../../lib/api-paths';
import { finderApiQuery, type FinderState } from './tool-finder-query';

/** API paths only this screen calls (spec section 7): here rather than in app/api-paths.ts, which the first page carries. */
const screenPaths = {
  /** The tool finder (issue 14): query built by features/tool-finder. */
  toolFinder: 'product/public/tool-finder',
} as const;

/** The options of a keyword dropdown (sheet material, sheet thickness). Quiet: the select stays empty (spec 8). */
export const getKeywordOptions = (id: KeywordDropdownId, signal?: AbortSignal): Promise<DropdownItem[]> =>
  apiGet<KeywordDropdownAnswer>(apiPaths.keywordDropdown(id), { quiet: true, signal }).then((b) => b.result?.productDropdown_options ?? []);

/**
 * The finder's answer. In the browser not quiet, so a refused query shows the server's message as
 * a toast; the server passes `quiet` and hands the message to the page's form island instead.
 */
export const getToolFinder = (s: FinderState, signal?: AbortSignal, quiet = false): Promise<ToolFinderAnswer['result']> =>
  apiGet<ToolFinderAnswer>(`${screenPaths.toolFinder}?${finderApiQuery(s)}`, { signal, quiet }).then((b) => b.result);
