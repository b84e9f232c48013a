import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { whenSessionEnds } from './api/client';
import { loginPath } from './paths';
import { createAdminRouter } from './router';
import { NoticeHost } from './ui/notices';
// Fonts and Bootstrap come in through the back office's own stylesheet, so no CSS module is shared
// with the storefront's first page (which would move it into a chunk of both pages).
import './styles/admin.scss';

// zod (lazy chunks) probes once whether eval works, with new Function(''): under the shop's CSP,
// which has no 'unsafe-eval', that probe is a reported violation. Its jitless mode skips the probe;
// zod reads this config from globalThis (decision 018). One statement per HTML entry: a shared
// module would become a chunk of its own on the storefront's first page.
Object.assign(((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig ??= {}), { jitless: true });

const router = createAdminRouter();
// A session that cannot be renewed ends on the sign-in page, which brings the user back afterwards.
whenSessionEnds(() => {
  const { pathname, search } = router.state.location;
  void router.navigate(loginPath(pathname + search), { replace: true });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <NoticeHost>
      <RouterProvider router={router} />
    </NoticeHost>
  </StrictMode>,
);
