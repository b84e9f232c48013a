import type { DropdownItem, ToolFinderAnswer } from '@northbend/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { getMachineLists } from '../../components/lookup-api';
import { ApiError } from '../../lib/api-client';
import { earlyLoad, type EarlyLoad } from '../../lib/early-load';
import { getKeywordOptions, getToolFinder } from './tool-finder-api';
import { finderFromUrl, isComplete, type FinderState } from './tool-finder-query';

/** The finder's answer for the URL's choices: none asked (incomplete), the answer, or a failure. */
export type FinderAnswerLoad =
  | { state: 'none' }
  | { state: 'ready'; result: ToolFinderAnswer['result'] }
  /** `refused`: the API's message for a query it would not answer. */
  | { state: 'failed'; refused?: string };

export interface ToolFinderPageData {
  choices: FinderState;
  /** No choice in the URL: the customer's profile fills the form. */
  fromProfile: boolean;
  makes: DropdownItem[];
  models: DropdownItem[];
  materials: DropdownItem[];
  thicknesses: DropdownItem[];
  answer: FinderAnswerLoad;
}

const orNone = (list: Promise<DropdownItem[]>) => list.catch((): DropdownItem[] => []);

/** Never rejects: a failed list is an empty select (spec 8), a failed answer says so in the page. */
async function loadPage(params: URLSearchParams): Promise<ToolFinderPageData> {
  const choices = finderFromUrl(params);
  // On the server the API's refusal cannot be a toast there: the form island shows it (its `refused`).
  const answer: Promise<FinderAnswerLoad> = isComplete(choices)
    ? getToolFinder(choices, undefined, import.meta.env.SSR).then(
        (result): FinderAnswerLoad => ({ state: 'ready', result }),
        (error: unknown): FinderAnswerLoad => ({
          state: 'failed',
          refused: error instanceof ApiError && error.status > 0 ? error.message : undefined,
        }),
      )
    : Promise.resolve({ state: 'none' });
  const [{ makes, models }, materials, thicknesses, found] = await Promise.all([
    getMachineLists(choices.make ? [choices.make] : []),
    orNone(getKeywordOptions('DROPDOWN_SHEET_MATERIAL')),
    orNone(getKeywordOptions('DROPDOWN_SHEET_THICKNESS')),
    answer,
  ]);
  return { choices, fromProfile: params.size === 0, makes, models, materials, thicknesses, answer: found };
}

/**
 * /tool-finder's loader (issue 14): the lookup lists the form shows and, once the URL's choices are
 * complete, the recommendation and the tools, so the server draws them into the page (with the
 * customer's prices when the page is drawn for them, decision 035).
 */
export function toolFinderLoader({ request }: LoaderFunctionArgs): { page: EarlyLoad<ToolFinderPageData> } {
  return { page: earlyLoad(loadPage(new URL(request.url).searchParams)) };
}
