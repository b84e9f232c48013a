import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { makeStore } from './app/store';
import { session } from './app/session';
import { setUserData } from './state/user-slice';
import '@fontsource/barlow/400.css';
import '@fontsource/barlow/600.css';
import '@fontsource/barlow-condensed/600.css';
import 'react-toastify/dist/ReactToastify.css';
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
