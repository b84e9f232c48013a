import { PageHeader } from '../ui/page-header';
import { LoadError, Loading } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { keywordsApi } from './catalog-lists-api';
import { KeywordDropdownPanel } from './keyword-dropdown-panel';

/** The keyword dropdowns (sheet material, sheet thickness) that products and customer profiles choose from. */
export function KeywordsPage() {
  const { data, error, loading, reload, setData } = useLoad((signal) => keywordsApi.list(signal), 'keywords');
  return (
    <>
      <PageHeader
        title="Keyword dropdowns"
        meta={<span>The choices products are tagged with and customers pick in their profiles. A value stays when its name changes.</span>}
      />
      {error && <LoadError message={error} onRetry={reload} />}
      {!data && loading && <Loading />}
      {data?.result.map((dropdown) => (
        <KeywordDropdownPanel
          key={dropdown._id}
          dropdown={dropdown}
          onSaved={(next) => setData({ result: data.result.map((d) => (d._id === next._id ? next : d)) })}
        />
      ))}
    </>
  );
}
