import type { DownloadsFields } from '../page-blocks';

function DocumentIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="1.6" d="M6 2.75h8l4 4V21.25H6zM14 2.75v4h4M9 11.5h6M9 14.5h6M9 17.5h4" />
    </svg>
  );
}

/** Downloads list: each sheet with its title and a button that opens it in a new tab (spec section 2). */
export function DownloadsBlock({ block }: { block: DownloadsFields }) {
  const items = (block.cmpBlock_download_lists ?? []).filter((d) => d.btn_url);
  if (!items.length) return null;
  return (
    <section className="nb-block nb-downloads" aria-label="Downloads">
      <div className="container">
        <ul className="nb-downloads__list">
          {items.map((d) => (
            <li key={`${d.title}-${d.btn_url}`} className="nb-downloads__item">
              <span className="nb-downloads__icon">
                <DocumentIcon />
              </span>
              <div>
                <h3 className="nb-downloads__title">{d.title}</h3>
                <p className="nb-downloads__meta">Datasheet · opens in a new tab</p>
              </div>
              <a className="btn btn-primary nb-downloads__button" href={d.btn_url} target="_blank" rel="noopener noreferrer">
                {d.btn_title || 'Open'}
                <span className="visually-hidden">: {d.title}, opens in a new tab</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
