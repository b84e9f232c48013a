import type { ContactAnswer, ContactEnquiry } from '@northbend/shared';
import { apiGet, apiPost } from '../../lib/api-client';
import { apiPaths } from '../../lib/api-paths';
import type { ContentPageData } from './page-blocks';

// The content pages' calls. A page load is quiet (a failure stays in the console and the page
// shows as missing, spec section 8); the contact form lets the client toast the server's message.

/** The page of that id, or undefined when the API has none. */
export const getContentPage = (pageId: string): Promise<ContentPageData | undefined> =>
  apiGet<{ data: { result: ContentPageData[] } }>(apiPaths.page(pageId), { quiet: true }).then((b) => b.data.result[0]);

export const sendEnquiry = (enquiry: ContactEnquiry): Promise<ContactAnswer> => apiPost<ContactAnswer>(apiPaths.contactUs, enquiry);
