import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import './tool-finder-block.scss';

/** The store home's way into the tool finder (issue 14): one line, so the product list stays in view. */
export function ToolFinderBlock() {
  return (
    <aside className="nb-finder-block" aria-label="Tool finder">
      <p className="nb-finder-block__text">
        <strong>Not sure which punch and die?</strong> Give your machine, sheet and hole: we recommend the die clearance and list the tools
        that fit.
      </p>
      <Link to={paths.toolFinder} className="btn btn-sm btn-outline-primary nb-finder-block__link">
        Open the Tool Finder
      </Link>
    </aside>
  );
}
