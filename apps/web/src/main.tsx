import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { makeStore } from './app/store';
import { session } from './app/session';
import { setUserData } from './state/user-slice';
// Latin only: the shop's copy is English, and each subset would be one more @font-face rule.
import '@fontsource/barlow/latin-400.css';
import '@fontsource/barlow/latin-600.css';
import '@fontsource/barlow-condensed/latin-600.css';
// react-toastify 11 injects its own styles when its container mounts (features/layout/toast-host.tsx).
import './styles/main.scss';

const store = makeStore();
const user = session.user();
if (user?._id) store.dispatch(setUserData(user));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={createRouter()} />
    </Provider>
  </StrictMode>,
);
