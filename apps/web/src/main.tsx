import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { makeStore } from './app/store';
import { endSession, session } from './app/session';
import { onSessionEnded } from './app/api-client';
import { setUserData } from './state/user-slice';
// Latin only: the shop's copy is English, and each subset would be one more @font-face rule.
import '@fontsource/barlow/latin-400.css';
import '@fontsource/barlow/latin-600.css';
import '@fontsource/barlow-condensed/latin-600.css';
// react-toastify 11 injects its own styles when its container mounts (features/layout/toast-host.tsx).
import './styles/main.scss';

// zod (lazy chunks) probes once whether eval works, with new Function(''): under the shop's CSP,
// which has no 'unsafe-eval', that probe is a reported violation. Its jitless mode skips the probe;
// zod reads this config from globalThis (decision 018). One statement per HTML entry: a shared
// module would become a chunk of its own on the storefront's first page.
Object.assign(((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig ??= {}), { jitless: true });

const store = makeStore();
const user = session.user();
if (user?._id) store.dispatch(setUserData(user));
// The server ended this device's session (decision 014): the tab logs out, protected screens go to login.
onSessionEnded(() => endSession(store.dispatch));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={createRouter()} />
    </Provider>
  </StrictMode>,
);
