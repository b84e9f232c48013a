import { TIMINGS } from '@northbend/shared';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

const TRANSITION_MS = TIMINGS.transition;

/**
 * On every path change the page jumps to the top at once and a loader bar runs (spec section 2);
 * it stays while a lazy route's code or data is still loading.
 */
export function PageLoader() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const [flash, setFlash] = useState(false);

  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    setFlash(true);
    const t = setTimeout(() => setFlash(false), TRANSITION_MS);
    return () => clearTimeout(t);
  }, [pathname]);

  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(flash || navigation.state !== 'idle'), [flash, navigation.state]);

  return (
    <div className={`nb-page-loader ${visible ? 'is-active' : ''}`} role="progressbar" aria-hidden={!visible} aria-label="Loading page" />
  );
}
