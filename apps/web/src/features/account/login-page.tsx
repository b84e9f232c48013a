import { useSearchParams } from 'react-router';
import { Island } from '../../islands/island-in-app';
import { paths } from '../../lib/paths';
import { returnPathOf } from '../../lib/return-path';
import { usePageTitle } from '../../components/use-page-title';
import { AuthCard } from './auth-card';
// The island draws ui/form-field.tsx's markup: the page links its stylesheet, as that field's importers do.
import '../../ui/form-field.scss';

/**
 * /user/login: email, password and remember me (spec sections 2, 4 and 5), a document with one
 * island (issue 29). A `redirect` of this site (a customer screen, the emailed order link, a
 * product whose Add to Cart sent the visitor here) is where login goes instead of /, and the
 * pressed action is finished there (issue 16). The card is plain HTML; its form is the
 * `login-form` island, which the client application holds too when it draws this page itself
 * (IslandInApp: its first page under `npm run dev`), so the form has one implementation.
 */
export function LoginPage() {
  usePageTitle('Login');
  const props = { back: returnPathOf(useSearchParams()[0].get('redirect')) };
  return (
    <AuthCard
      title="Login"
      intro="Log in to see your prices, keep a cart and order on your company's terms."
      footer={
        <>
          {/* A plain link: the account screens are the client application's, a new document from here. */}
          No account yet? <a href={paths.register}>Create an account</a>
        </>
      }
    >
      <Island name="login-form" props={props} />
    </AuthCard>
  );
}
