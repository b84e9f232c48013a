import { BRAND_NAME } from '../../lib/config';
import type { LegalSection } from './legal-document';

/** What the license covers and how the shop may be used: the first part of the agreement. */
export const EULA_USE_SECTIONS: LegalSection[] = [
  {
    id: 'agreement',
    title: 'This agreement',
    body: (
      <p>
        This End User License Agreement (the &ldquo;Agreement&rdquo;) is between {BRAND_NAME} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) and the
        business that registers a customer account or uses our website (&ldquo;you&rdquo;). By creating an account, downloading material or
        placing an order, the person doing so confirms that they may bind that business and that the business accepts this Agreement.
      </p>
    ),
  },
  {
    id: 'definitions',
    title: 'Definitions',
    body: (
      <ul>
        <li>
          <strong>Service</strong>: our website, online shop, customer account area and any tools we provide through them, such as the
          product configurator and measurement input.
        </li>
        <li>
          <strong>Materials</strong>: catalogs, drawings, technical data, images, price lists and other files you view or download through
          the Service.
        </li>
        <li>
          <strong>Authorized Users</strong>: your employees and contractors whom you allow to use your account.
        </li>
      </ul>
    ),
  },
  {
    id: 'license',
    title: 'License grant',
    body: (
      <p>
        Subject to this Agreement, we grant you a limited, non-exclusive, non-transferable, revocable license to use the Service and the
        Materials for your internal business purposes: to select, specify, configure, order and maintain tooling for your own machines. All
        rights not expressly granted remain with {BRAND_NAME}.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts and Authorized Users',
    body: (
      <p>
        You are responsible for the accuracy of your account information, for keeping passwords confidential and for everything done under
        your account. Tell us at once if you suspect unauthorized use. We may suspend an account that is used in breach of this Agreement.
      </p>
    ),
  },
  {
    id: 'restrictions',
    title: 'Restrictions',
    body: (
      <>
        <p>You must not, and must not allow anyone else to:</p>
        <ul>
          <li>copy, sell, sublicense or publish the Service or the Materials, except as this Agreement allows;</li>
          <li>disclose your customer prices to third parties or use them to resell our products without our written consent;</li>
          <li>use drawings or technical data to make, or have made, copies of our tooling;</li>
          <li>reverse engineer, decompile or disassemble any software of the Service, except where the law expressly permits it;</li>
          <li>scrape, crawl or load the Service with automated tools, or probe or break its security;</li>
          <li>use the Service in breach of any law, including export control and sanctions laws.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'technical-data',
    title: 'Drawings and technical data',
    body: (
      <p>
        Drawings, dimensions, tolerances and compatibility information are provided to help you choose tooling. Before use, check them
        against your machine manufacturer&rsquo;s specifications and your own requirements. Machine makes and model names are trademarks of
        their owners and are used only to describe compatibility; {BRAND_NAME} is not affiliated with or endorsed by those manufacturers.
      </p>
    ),
  },
  {
    id: 'orders',
    title: 'Prices, orders and payment',
    body: (
      <p>
        Prices shown to registered customers are confidential. Orders placed through the Service are governed by our terms of sale in force
        when the order is accepted. Payment is by cash on delivery, credit card, Net 30 terms or bank transfer; card, Net 30 and bank
        transfer payments are processed by Stripe, and Net 30 terms are subject to our approval. Our product warranty is set out in the
        terms of sale, not in this Agreement.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: (
      <p>
        The Service and the Materials, including their design, text, drawings, images, software and the {BRAND_NAME} name and logo, belong
        to {BRAND_NAME} or its licensors and are protected by copyright, trademark and other laws. If you send us suggestions, we may use
        them without obligation to you.
      </p>
    ),
  },
];
