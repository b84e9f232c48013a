import { BRAND_NAME } from '../../lib/config';
import type { LegalSection } from './legal-document';

/** What we collect and why: the first part of the privacy policy (spec section 2: static text dated 3/6/24). */
export const PRIVACY_COLLECTION_SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          {BRAND_NAME} (&ldquo;we&rdquo;, &ldquo;us&rdquo;, &ldquo;our&rdquo;) designs, manufactures and distributes punches, dies and parts
          for turret punch presses and press brakes. We are based in Grand Rapids, Michigan, and sell to businesses: job shops, fabricators
          and manufacturers.
        </p>
        <p>
          This policy explains how we handle personal information when you visit our website, create a customer account, place orders in our
          online shop or contact us. It applies to the people who act for our business customers, such as buyers, engineers and accounts
          staff.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <h3>Account information</h3>
        <p>
          Your name, business email address, mobile number and password when you register, and a profile photo if you upload one. We store
          your password only as a one-way cryptographic hash; nobody at {BRAND_NAME} can read it.
        </p>
        <h3>Business information</h3>
        <p>
          Your business name and address, the machine makes and models you run, and the sheet materials and thicknesses you work with. We
          use these to show you the tooling that fits your machines.
        </p>
        <h3>Order information</h3>
        <p>
          The products and variants you order, the measurements and options you choose, your cart and wishlist, shipping addresses, order
          history, invoices, payment status and shipment tracking numbers.
        </p>
        <h3>Payment information</h3>
        <p>
          Card and bank payments are handled by Stripe (see <a href="#payments">Payments</a>). We receive the result of a payment, such as
          its status, amount and due date for Net 30 invoices, but never your full card number or bank credentials.
        </p>
        <h3>Inquiries</h3>
        <p>
          What you write to us through the &lsquo;Get In Touch&rsquo; form, by email or by phone, together with the contact details you
          give.
        </p>
        <h3>Technical information</h3>
        <p>
          When you use the website our servers record your IP address, browser type, the pages you request and the time of each request. We
          use these records to run, secure and troubleshoot the service.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How we use information',
    body: (
      <ul>
        <li>to create and manage your account and verify your email address;</li>
        <li>to show registered customers their prices and the tooling that fits their machines;</li>
        <li>to process, invoice, ship and support your orders, including Net 30 terms;</li>
        <li>to answer inquiries and quote special tooling;</li>
        <li>to send service messages, such as order confirmations, invoices, shipping notices and password resets;</li>
        <li>to send product news to business contacts, which you can stop at any time by telling us;</li>
        <li>to protect our customers and our business against fraud, abuse and security incidents;</li>
        <li>to keep the records that tax, accounting and export laws require.</li>
      </ul>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <p>
        Credit card, Net 30 and bank transfer payments are processed by Stripe, Inc. When you pay, you enter your payment details on pages
        served by Stripe, which handles them under its own{' '}
        <a href="https://stripe.com/privacy" target="_blank" rel="noopener noreferrer">
          privacy policy
        </a>
        . Stripe tells us whether a payment succeeded and, for Net 30, when an invoice is due or overdue. Cash on delivery orders are
        settled with the carrier or with us directly.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>We use only what the shop needs to work:</p>
        <ul>
          <li>a secure, HTTP-only cookie that keeps you signed in and renews your session;</li>
          <li>your browser&rsquo;s local storage, which holds your sign-in session and the checkout step you reached.</li>
        </ul>
        <p>
          We do not use advertising cookies or cross-site tracking. The map on our Contact Us page is provided by OpenStreetMap; when it
          loads, your browser connects to their servers. You can block or delete cookies in your browser settings, but you will then need to
          sign in again and some parts of the shop will not work.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'How we share information',
    body: (
      <>
        <p>We do not sell personal information, and we do not share it for targeted advertising. We share it only with:</p>
        <ul>
          <li>
            service providers who work for us under contract: payment processing (Stripe), parcel shipping (UPS), hosting and email
            delivery;
          </li>
          <li>our professional advisers, such as accountants, auditors and lawyers;</li>
          <li>authorities, when the law requires it or to protect our rights, our customers or the public;</li>
          <li>a buyer or successor, if all or part of our business is sold or reorganized, under the same protections as this policy.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    body: (
      <ul>
        <li>Account and business information: while your account is open, and for up to 3 years after its last use.</li>
        <li>Orders, invoices and payment records: 7 years after the end of the fiscal year, as tax and accounting rules require.</li>
        <li>Inquiries: up to 2 years after we last corresponded with you.</li>
        <li>Server logs: 90 days, unless we need them longer to investigate a security incident.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        We protect information with encrypted connections (HTTPS), hashed passwords, short-lived sign-in tokens and access limited to the
        staff who need it. No system is perfectly secure; if a breach affects your personal information, we will tell you as the law
        requires.
      </p>
    ),
  },
];
