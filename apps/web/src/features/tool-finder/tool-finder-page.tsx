import { useLoaderData } from 'react-router';
import { PageBanner } from '../../components/page-banner';
import { SkeletonBar } from '../../components/skeleton';
import { usePageTitle } from '../../components/use-page-title';
import { useEarlyLoad } from '../../lib/early-load';
import { Island } from '../../islands/island-in-app';
import { useIslandsDocument } from '../../islands/islands-document';
import type { ToolFinderFormIslandProps } from '../../islands/tool-finder-form/tool-finder-form.island';
import type { toolFinderLoader, ToolFinderPageData } from './tool-finder-loader';
import { ToolFinderResults } from './tool-finder-results';
import './tool-finder.scss';

/**
 * /tool-finder (issue 14): the buyer's machine, sheet and hole give the recommended die clearance
 * (decision 016) and the punches and dies that fit; a die opens with the clearance preselected.
 * Visitors use it too, without prices (decision 003). A document with islands (decision 035): the
 * form is the one island (tool-finder-form); the answer, drawn from the loader's data, is plain
 * HTML. The client application, drawing this page itself, holds the same island (IslandInApp).
 */
export function ToolFinderPage() {
  usePageTitle('Tool Finder');
  const doc = useIslandsDocument();
  const page = useEarlyLoad(useLoaderData<typeof toolFinderLoader>().page, null);

  return (
    <>
      <PageBanner
        title="Tool Finder"
        subtitle="Choose your machine, sheet and hole: we recommend the die clearance and list the punches and dies that fit."
      />
      <div className="container nb-finder">
        {page ? (
          <>
            <Island name="tool-finder-form" props={formProps(page, doc !== null)} />
            <ToolFinderResults
              asked={page.answer.state !== 'none'}
              machine={{ make: page.choices.make, model: page.choices.model }}
              failed={page.answer.state === 'failed'}
              answer={page.answer.state === 'ready' ? page.answer.result : undefined}
            />
          </>
        ) : (
          <div className="nb-finder__results" aria-busy="true" aria-label="Finding tools">
            <SkeletonBar height={96} />
          </div>
        )}
      </div>
    </>
  );
}

/** The form island's props; only the server's document hands it the API's refusal (the application toasted it already). */
function formProps(page: ToolFinderPageData, inDocument: boolean): ToolFinderFormIslandProps {
  const { choices, fromProfile, makes, models, materials, thicknesses, answer } = page;
  const refused = inDocument && answer.state === 'failed' ? answer.refused : undefined;
  return { choices, fromProfile, makes, models, materials, thicknesses, ...(refused ? { refused } : {}) };
}
