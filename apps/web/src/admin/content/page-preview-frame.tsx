import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import type { AdminPageBlock } from '@northbend/shared';
import { PREVIEW_PAGE, previewMessageOf, type PreviewMessage } from './preview/preview-protocol';

const DEVICES = {
  desktop: { label: 'Desktop', width: 1280 },
  phone: { label: 'Phone', width: 390 },
} as const;
type Device = keyof typeof DEVICES;

/** How long typing may pause before the preview redraws. */
const REDRAW_MS = 250;

function useWidth(box: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const watch = new ResizeObserver(([entry]) => setWidth(entry!.contentRect.width));
    watch.observe(el);
    return () => watch.disconnect();
  }, [box]);
  return width;
}

/**
 * The page as visitors will see it: admin-preview.html in a frame draws the storefront's own block
 * components with the storefront's stylesheet, at a desktop or phone width, scaled to fit. The
 * editor sends it the blocks it holds, saved or not, whenever they change.
 */
export function PagePreviewFrame({ blocks, title }: { blocks: AdminPageBlock[]; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [device, setDevice] = useState<Device>('desktop');
  const width = useWidth(box);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      if (previewMessageOf(event)?.type === 'northbend-preview-ready') setReady(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (!ready) return;
    const send = () =>
      frame.current?.contentWindow?.postMessage(
        { type: 'northbend-preview-blocks', blocks } satisfies PreviewMessage,
        window.location.origin,
      );
    const timer = window.setTimeout(send, REDRAW_MS);
    return () => window.clearTimeout(timer);
  }, [ready, blocks]);

  const deviceWidth = DEVICES[device].width;
  const scale = width ? Math.min(1, width / deviceWidth) : 1;
  const style: CSSProperties = {
    width: deviceWidth,
    height: `calc((100% / ${scale}))`,
    transform: `scale(${scale})`,
  };

  return (
    <section className="nb-preview" aria-labelledby="page-preview-title">
      <div className="nb-preview__bar">
        <h2 className="nb-panel__title m-0" id="page-preview-title">
          Preview
        </h2>
        <span className="nb-preview__note">As visitors will see it · links do not open</span>
        <div className="nb-segmented" role="group" aria-label="Preview width">
          {(Object.keys(DEVICES) as Device[]).map((d) => (
            <button
              key={d}
              type="button"
              className={device === d ? 'is-active' : ''}
              aria-pressed={device === d}
              onClick={() => setDevice(d)}
            >
              {DEVICES[d].label}
            </button>
          ))}
        </div>
      </div>
      <div ref={box} className={`nb-preview__stage nb-preview__stage--${device}`}>
        <iframe ref={frame} className="nb-preview__frame" src={PREVIEW_PAGE} title={`Preview of ${title}`} style={style} />
      </div>
    </section>
  );
}
