import type { ContentOnlyFields } from '../page-blocks';
import { RichText } from '../rich-text';

/** Content only: the editor's HTML in a readable column. */
export function ContentOnlyBlock({ block }: { block: ContentOnlyFields }) {
  if (!block.cmpBlock_content_only_content?.trim()) return null;
  return (
    <section className="nb-block nb-content-only">
      <div className="container">
        <RichText html={block.cmpBlock_content_only_content} className="nb-content-only__text" />
      </div>
    </section>
  );
}
