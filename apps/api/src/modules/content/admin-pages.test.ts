import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_IDS } from '@northbend/shared';
import { pageDrafts, pageVersions } from '../../db/schema/index.js';
import { seedContent } from '../../seed/content/index.js';
import { signedInStaff } from '../../test/back-office.js';
import { bearer, expectRoleMatrix } from '../../test/staff.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';

// The back office's content pages (issue 12): drafts, publication, versions, validation, roles.
// Each test works on its own page where it publishes, so the tests stay independent.

const shop = useTestShop({ seed: false });
beforeAll(() => seedContent(shop.handle.db, shop.config.imagesDir));
const editor = beforeAllValue(() => signedInStaff(shop, 'editor'));
const owner = beforeAllValue(() => signedInStaff(shop, 'owner'));

const CONTENT_EDITORS = { owner: 200, editor: 200, sales: 403, warehouse: 403, customer: 401, visitor: 401 };

type Block = { cmpBlock_id: string; cmp_block_order: number; [field: string]: unknown };

const admin = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, payload?: object, token = editor.token) =>
  shop.app.inject({ method, url: `/api/v1/admin/pages${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const publicPage = async (id: string) => (await shop.app.inject({ method: 'GET', url: `/api/v1/page/public/${id}` })).json().data.result[0];
const publicBlocks = async (id: string): Promise<Block[]> => (await publicPage(id)).page_component_list;
const editorBlocks = async (id: string): Promise<Block[]> => (await admin('GET', `/${id}`)).json().result.page_component_list;

async function saveDraft(id: string, blocks: Block[]) {
  const res = await admin('PUT', `/${id}`, { page_component_list: blocks });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function publish(id: string) {
  const res = await admin('POST', `/${id}/publish`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const withHeading = (blocks: Block[], heading: string) =>
  blocks.map((b) => (b.cmpBlock_id === 'hero_banner' ? { ...b, cmpBlock_hero_banner_heading: heading } : b));

const auditOf = async (pageId: string) =>
  (await owner.send('GET', `/audit?entity_type=page&entity_id=${pageId}`)).json().result as {
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];

describe('GET /api/v1/admin/pages', () => {
  it('lists the seven pages with their draft and publication state', async () => {
    const res = await admin('GET', '');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().result;
    expect(rows.map((p: { page_id: string }) => p.page_id)).toEqual([...PAGE_IDS]);
    expect(rows[0]).toEqual({
      page_id: 'Home',
      page_title: 'Home',
      page_slug: 'home',
      has_draft: expect.any(Boolean),
      draft_updated_at: expect.toBeOneOf([null, expect.any(String)]),
      draft_updated_by: expect.toBeOneOf([null, expect.any(String)]),
      published_at: expect.toBeOneOf([null, expect.any(String)]),
      published_by: expect.toBeOneOf([null, expect.any(String)]),
    });
  });

  it('shows who saved a draft and who published last', async () => {
    const blocks = await editorBlocks('Sustainability');
    await saveDraft('Sustainability', withHeading(blocks, 'Greener every year'));
    let row = (await admin('GET', '')).json().result.find((p: { page_id: string }) => p.page_id === 'Sustainability');
    expect(row).toMatchObject({ has_draft: true, draft_updated_by: 'Editor Tester', draft_updated_at: expect.any(String) });
    await publish('Sustainability');
    row = (await admin('GET', '')).json().result.find((p: { page_id: string }) => p.page_id === 'Sustainability');
    expect(row).toMatchObject({
      has_draft: false,
      draft_updated_by: null,
      published_by: 'Editor Tester',
      published_at: expect.any(String),
    });
  });

  it('role matrix: owner and editor', () => expectRoleMatrix(shop, { method: 'GET', url: '/api/v1/admin/pages' }, CONTENT_EDITORS));
});

describe('GET /api/v1/admin/pages/{page_id}', () => {
  it('answers the published blocks in the storefront shape while there is no draft', async () => {
    const res = await admin('GET', '/Downloads');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().result;
    expect(page).toMatchObject({ page_id: 'Downloads', page_title: 'Downloads', page_slug: 'downloads', has_draft: false, versions: [] });
    const published = await publicBlocks('Downloads');
    expect(page.page_component_list.map((b: Block) => b.cmpBlock_id)).toEqual(published.map((b) => b.cmpBlock_id));
    expect(page.page_component_list[1]).toEqual({
      cmpBlock_id: 'hero_banner',
      cmp_block_order: 20,
      cmpBlock_hero_banner_heading: 'Downloads',
      cmpBlock_hero_banner_image: expect.stringMatching(/^\/images\//),
    });
  });

  it('400 for a malformed page id, 404 for an unknown one', async () => {
    const malformed = await admin('GET', '/..%2Fetc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Invalid page id');
    const unknown = await admin('GET', '/Careers');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Page not found');
  });

  it('role matrix: owner and editor', () => expectRoleMatrix(shop, { method: 'GET', url: '/api/v1/admin/pages/Home' }, CONTENT_EDITORS));
});

describe('PUT /api/v1/admin/pages/{page_id} and POST …/publish', () => {
  it('keeps a draft from visitors until it is published', async () => {
    const before = await publicBlocks('Home');
    const blocks = await editorBlocks('Home');
    const saved = await saveDraft('Home', withHeading(blocks, 'Tooling that ships today'));
    expect(saved.message).toBe('The draft has been saved. Visitors see it once it is published.');
    expect(saved.result).toMatchObject({ has_draft: true });
    expect(saved.result.page_component_list.find((b: Block) => b.cmpBlock_id === 'hero_banner').cmpBlock_hero_banner_heading).toBe(
      'Tooling that ships today',
    );

    // The storefront still shows the published page, block for block.
    expect(await publicBlocks('Home')).toEqual(before);

    const published = await publish('Home');
    expect(published.message).toBe('The page has been published.');
    expect(published.result).toMatchObject({ has_draft: false, published_by: 'Editor Tester' });
    const after = await publicBlocks('Home');
    expect(after.find((b) => b.cmpBlock_id === 'hero_banner')!.cmpBlock_hero_banner_heading).toBe('Tooling that ships today');
    expect(after.map((b) => b.cmpBlock_id)).toEqual(before.map((b) => b.cmpBlock_id));
    expect(after.map((b) => b.cmp_block_order)).toEqual(before.map((_, i) => (i + 1) * 10));
  });

  it('orders blocks by cmp_block_order, adds and removes blocks', async () => {
    const blocks = await editorBlocks('ContactUs');
    const meta = blocks.find((b) => b.cmpBlock_id === 'page_meta')!;
    const hero = blocks.find((b) => b.cmpBlock_id === 'hero_banner')!;
    await saveDraft('ContactUs', [
      { ...hero, cmp_block_order: 2 },
      { cmpBlock_id: 'content_only', cmp_block_order: 3, cmpBlock_content_only_content: '<p>Open Monday to Friday, 7 a.m. to 5 p.m.</p>' },
      { ...meta, cmp_block_order: 1 },
    ]);
    await publish('ContactUs');
    const after = await publicBlocks('ContactUs');
    expect(after.map((b) => b.cmpBlock_id)).toEqual(['page_meta', 'hero_banner', 'content_only']);
    expect(after[2]).toEqual({
      cmpBlock_id: 'content_only',
      cmp_block_order: 30,
      cmpBlock_content_only_content: '<p>Open Monday to Friday, 7 a.m. to 5 p.m.</p>',
    });
  });

  it('completes a new block with its empty fields and drops keys that are not fields', async () => {
    const res = await admin('PUT', '/History', {
      page_component_list: [
        { cmpBlock_id: 'image_and_content_2', cmp_block_order: 10, _id: 'from-a-client', cmpBlock_image_and_content_border: true },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.page_component_list).toEqual([
      {
        cmpBlock_id: 'image_and_content_2',
        cmp_block_order: 10,
        cmpBlock_image_and_content_image: '',
        cmpBlock_image_and_content_heading: '',
        cmpBlock_image_and_content_sub_heading: '',
        cmpBlock_image_and_content_content: '',
        cmpBlock_image_and_content_position_right: false,
        cmpBlock_image_and_content_border: true,
      },
    ]);
    expect((await admin('DELETE', '/History/draft')).statusCode).toBe(200);
  });

  it('accepts every seeded page as it is', async () => {
    for (const id of PAGE_IDS) {
      const res = await admin('PUT', `/${id}`, { page_component_list: await editorBlocks(id) });
      expect(res.statusCode, `${id}: ${res.body}`).toBe(200);
      expect((await admin('DELETE', `/${id}/draft`)).statusCode).toBe(200);
    }
  });

  it('409 Nothing to publish without a draft', async () => {
    const res = await admin('POST', '/Production/publish');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Nothing to publish');
  });

  it('role matrix: owner and editor', async () => {
    const blocks = await editorBlocks('AboutUs');
    await expectRoleMatrix(
      shop,
      { method: 'PUT', url: '/api/v1/admin/pages/AboutUs', payload: { page_component_list: blocks } },
      CONTENT_EDITORS,
    );
    await expectRoleMatrix(
      shop,
      { method: 'POST', url: '/api/v1/admin/pages/AboutUs/publish' },
      { ...CONTENT_EDITORS, editor: 200, owner: 409 },
    );
  });
});

describe('validation of page_component_list', () => {
  const rejects = async (list: unknown, message: unknown) => {
    const res = await admin('PUT', '/Production', { page_component_list: list });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toEqual(message);
  };
  const hero = (fields: object) => [{ cmpBlock_id: 'hero_banner', cmp_block_order: 10, ...fields }];

  it('names the block and the field in each message', async () => {
    await rejects('blocks', 'page_component_list must be a list of blocks');
    await rejects(
      [{ cmpBlock_id: 'carousel', cmp_block_order: 10 }],
      expect.stringMatching(/^Block 1: cmpBlock_id must be one of the block kinds \(page_meta, hero_banner, /),
    );
    await rejects([{ cmpBlock_id: 'intro', cmp_block_order: 'first' }], 'Block 1 (Intro): cmp_block_order must be a number');
    await rejects(hero({ cmpBlock_hero_banner_heading: 42 }), 'Block 1 (Hero banner): cmpBlock_hero_banner_heading must be text');
    await rejects(
      hero({ cmpBlock_hero_banner_heading: 'x'.repeat(201) }),
      'Block 1 (Hero banner): cmpBlock_hero_banner_heading is too long (200 characters at most)',
    );
    await rejects(hero({ cmpBlock_hero_banner_headline: 'Typo' }), 'Block 1 (Hero banner): has no field cmpBlock_hero_banner_headline');
    await rejects(
      [{ cmpBlock_id: 'image_and_content_1', cmp_block_order: 10, cmpBlock_image_and_content_border: 'yes' }],
      'Block 1 (Image and content 1): cmpBlock_image_and_content_border must be true or false',
    );
  });

  it('takes pictures from /images/ only and safe links only', async () => {
    await rejects(
      hero({ cmpBlock_hero_banner_image: 'https://tracker.example/pixel.png' }),
      'Block 1 (Hero banner): cmpBlock_hero_banner_image must be an uploaded image (/images/…)',
    );
    await rejects(
      hero({ cmpBlock_hero_banner_image: '/images/../../etc/passwd' }),
      'Block 1 (Hero banner): cmpBlock_hero_banner_image must be an uploaded image (/images/…)',
    );
    for (const url of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,hi']) {
      await rejects(
        [{ cmpBlock_id: 'downloads', cmp_block_order: 10, cmpBlock_download_lists: [{ title: 'Chart', btn_title: 'Open', btn_url: url }] }],
        'Block 1 (Downloads list): cmpBlock_download_lists[0].btn_url must be an http(s), mailto: or tel: link or a path of this site (/…)',
      );
    }
    await rejects(
      [{ cmpBlock_id: 'contact_details', cmp_block_order: 10, cmpBlock_contact_map_url: 'javascript:alert(1)' }],
      'Block 1 (Contact details): cmpBlock_contact_map_url must be an https:// address of https://www.openstreetmap.org (the map host the pages may frame)',
    );
    // Another host's map would be an empty frame on the page: its Content-Security-Policy frames only OpenStreetMap.
    for (const url of ['https://maps.example.com/embed?q=Grand+Rapids', 'https://www.openstreetmap.org.evil.example/export/embed.html']) {
      await rejects(
        [{ cmpBlock_id: 'contact_details', cmp_block_order: 10, cmpBlock_contact_map_url: url }],
        'Block 1 (Contact details): cmpBlock_contact_map_url must be an https:// address of https://www.openstreetmap.org (the map host the pages may frame)',
      );
    }
    await rejects(
      [{ cmpBlock_id: 'overview_slider', cmp_block_order: 10, cmpBlock_overview_slider_images: ['/images/a.png', 'b.png'] }],
      'Block 1 (Overview image slider): cmpBlock_overview_slider_images[1] must be an uploaded image (/images/…)',
    );
    await rejects(
      [{ cmpBlock_id: 'faq_tabs', cmp_block_order: 10, cmpBlock_faq_tabs: [{ tab: 'Shipping', items: [] }] }],
      'Block 1 (FAQ tabs): cmpBlock_faq_tabs[0].tab must be one of: Product Insights, Order Queries, General Inquiries',
    );
  });

  it('refuses too many blocks and leaves the draft as it was', async () => {
    const many = Array.from({ length: 41 }, (_, i) => ({ cmpBlock_id: 'content_only', cmp_block_order: i }));
    await rejects(many, 'page_component_list: a page holds at most 40 blocks');
    expect((await admin('GET', '/Production')).json().result.has_draft).toBe(false);
  });

  it('400 for a malformed page id and 404 for an unknown page', async () => {
    const malformed = await admin('PUT', '/Home%20Page', { page_component_list: [] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Invalid page id');
    const unknown = await admin('PUT', '/Careers', { page_component_list: [] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Page not found');
  });
});

describe('sanitising of rich text', () => {
  it("never lets an editor's script, event handler or javascript: link reach a visitor", async () => {
    const blocks = await editorBlocks('AboutUs');
    const hostile =
      '<p>Family-owned since 1987.</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>';
    const edited = blocks.map((b) => (b.cmpBlock_id === 'inner_intro' ? { ...b, cmpBlock_intro_content: hostile } : b));
    edited.push({
      cmpBlock_id: 'team',
      cmp_block_order: 999,
      cmpBlock_team_heading: 'More people',
      cmpBlock_team_lists: [{ cmpBlock_team_name: 'Ann', cmpBlock_team_about: hostile }],
    });
    const saved = await saveDraft('AboutUs', edited);
    expect(JSON.stringify(saved.result.page_component_list)).not.toMatch(/<script|onerror|javascript:/i);
    // Sanitised on save already, not only on the way out: the stored draft is clean.
    const [draft] = await shop.handle.db.select().from(pageDrafts).where(eq(pageDrafts.pageId, 'AboutUs'));
    expect(JSON.stringify(draft!.blocks)).toContain('Family-owned since 1987.');
    expect(JSON.stringify(draft!.blocks)).not.toMatch(/<script|onerror|javascript:/i);
    await publish('AboutUs');

    const raw = (await shop.app.inject({ method: 'GET', url: '/api/v1/page/public/AboutUs' })).body;
    expect(raw).toContain('Family-owned since 1987.');
    expect(raw).not.toMatch(/<script|alert\(1\)|onerror|javascript:/i);
    expect(raw).toContain('<a rel=\\"noopener noreferrer\\">x</a>');
  });
});

describe('links: rel="noopener noreferrer" is added when rendered, not stored (issue 28 item 15)', () => {
  it('stores exactly what was sent, counts no change for an unchanged save, and renders links with rel', async () => {
    const links =
      '<p>See the <a href="https://www.northbend.example/catalogue.pdf" target="_blank">catalogue</a> or <a href="/contact-us">write to us</a>.</p>';
    const blocks = await editorBlocks('History');
    const at = blocks.findIndex((b) => Object.keys(b).some((k) => k.endsWith('_content')));
    const field = Object.keys(blocks[at]!).find((k) => k.endsWith('_content'))!;
    const edited = blocks.map((b, i) => (i === at ? { ...b, [field]: links } : b));
    await saveDraft('History', edited);

    // Stored and answered to the editor as sent: no rel written into the editor's HTML.
    const [draft] = await shop.handle.db.select().from(pageDrafts).where(eq(pageDrafts.pageId, 'History'));
    expect(draft!.blocks[at]!.fields[field]).toBe(links);
    const loaded = await editorBlocks('History');
    expect(loaded[at]![field]).toBe(links);

    // Saving the page unchanged, as the editor loaded it, is a save of nothing in the audit.
    await saveDraft('History', loaded);
    const [entry] = await auditOf('History');
    expect(entry).toMatchObject({ action: 'page.draft_save', before: { fields: {} }, after: { fields: {} } });
    const [stored] = await shop.handle.db.select().from(pageDrafts).where(eq(pageDrafts.pageId, 'History'));
    expect(stored!.blocks).toEqual(draft!.blocks);

    // Visitors get the links with rel="noopener noreferrer".
    await publish('History');
    const rendered = (await publicBlocks('History'))[at]![field];
    expect(rendered).toContain(
      '<a href="https://www.northbend.example/catalogue.pdf" target="_blank" rel="noopener noreferrer">catalogue</a>',
    );
    expect(rendered).toContain('<a href="/contact-us" rel="noopener noreferrer">write to us</a>');
    // The published version keeps the editor's HTML too.
    const [version] = await shop.handle.db.select().from(pageVersions).where(eq(pageVersions.pageId, 'History'));
    expect(JSON.stringify(version!.blocks)).not.toContain('noopener');
  });
});

describe('versions: DELETE …/draft and POST …/versions/{version_id}/restore', () => {
  it('lists published versions newest first and restores one as the draft', async () => {
    const original = await editorBlocks('Production');
    await saveDraft('Production', withHeading(original, 'Production, version A'));
    await publish('Production');
    await saveDraft('Production', withHeading(original, 'Production, version B'));
    const page = (await publish('Production')).result;
    expect(page.versions).toEqual([
      { _id: expect.any(String), published_at: expect.any(String), published_by: 'Editor Tester', block_count: original.length },
      { _id: expect.any(String), published_at: expect.any(String), published_by: 'Editor Tester', block_count: original.length },
    ]);

    const restored = await admin('POST', `/Production/versions/${page.versions[1]._id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().message).toBe('The version has been restored as the draft. Publish it to show it to visitors.');
    const draft = restored.json().result;
    expect(draft.has_draft).toBe(true);
    expect(draft.page_component_list.find((b: Block) => b.cmpBlock_id === 'hero_banner').cmpBlock_hero_banner_heading).toBe(
      'Production, version A',
    );
    // Restoring only makes a draft: visitors still see version B until it is published.
    const hero = async () => (await publicBlocks('Production')).find((b) => b.cmpBlock_id === 'hero_banner')!.cmpBlock_hero_banner_heading;
    expect(await hero()).toBe('Production, version B');
    await publish('Production');
    expect(await hero()).toBe('Production, version A');
  });

  it('discards a draft: the editor shows the published page again', async () => {
    const published = await editorBlocks('Downloads');
    await saveDraft('Downloads', published.slice(0, 2));
    const res = await admin('DELETE', '/Downloads/draft');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'The draft has been discarded.', result: { has_draft: false } });
    expect(res.json().result.page_component_list).toEqual(published);
  });

  it('keeps the last 20 versions', async () => {
    const blocks = await editorBlocks('History');
    for (let i = 1; i <= 22; i++) {
      await saveDraft('History', withHeading(blocks, `History ${i}`));
      await publish('History');
    }
    const versions = (await admin('GET', '/History')).json().result.versions;
    expect(versions).toHaveLength(20);
    const oldest = await admin('POST', `/History/versions/${versions[19]._id}/restore`);
    expect(oldest.json().result.page_component_list.find((b: Block) => b.cmpBlock_id === 'hero_banner').cmpBlock_hero_banner_heading).toBe(
      'History 3',
    );
    const [stored] = await shop.handle.db.select({ n: count() }).from(pageVersions).where(eq(pageVersions.pageId, 'History'));
    expect(Number(stored!.n)).toBe(20);
  });

  it('400 for a malformed version id, 404 for an unknown one or one of another page', async () => {
    const malformed = await admin('POST', '/Home/versions/v1/restore');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Invalid version id');
    const unknown = await admin('POST', '/Home/versions/00000000-0000-4000-8000-0000000000aa/restore');
    expect(unknown.statusCode).toBe(404);
    const production = (await admin('GET', '/Production')).json().result.versions[0]._id;
    expect((await admin('POST', `/Home/versions/${production}/restore`)).statusCode).toBe(404);
  });

  it('role matrix: owner and editor', async () => {
    await expectRoleMatrix(shop, { method: 'DELETE', url: '/api/v1/admin/pages/Downloads/draft' }, CONTENT_EDITORS);
    const version = (await admin('GET', '/Production')).json().result.versions[0]._id;
    await expectRoleMatrix(shop, { method: 'POST', url: `/api/v1/admin/pages/Production/versions/${version}/restore` }, CONTENT_EDITORS);
  });
});

describe('audit', () => {
  it('records draft saves with the changed fields, publication, restore and discard', async () => {
    const blocks = await editorBlocks('Sustainability');
    const heading = blocks.find((b) => b.cmpBlock_id === 'hero_banner')!.cmpBlock_hero_banner_heading;
    await saveDraft('Sustainability', withHeading(blocks, 'Sustainability at Northbend'));
    const heroAt = blocks.findIndex((b) => b.cmpBlock_id === 'hero_banner') + 1;
    let entries = await auditOf('Sustainability');
    expect(entries[0]).toMatchObject({
      action: 'page.draft_save',
      before: { blocks: blocks.length, fields: { [`${heroAt}.hero_banner.cmpBlock_hero_banner_heading`]: heading } },
      after: { blocks: blocks.length, fields: { [`${heroAt}.hero_banner.cmpBlock_hero_banner_heading`]: 'Sustainability at Northbend' } },
    });

    const published = await publish('Sustainability');
    const versionId = published.result.versions[0]._id;
    await saveDraft('Sustainability', blocks.slice(0, 1));
    await admin('DELETE', '/Sustainability/draft');
    await admin('POST', `/Sustainability/versions/${versionId}/restore`);
    entries = await auditOf('Sustainability');
    expect(entries.slice(0, 4).map((e) => e.action)).toEqual(['page.restore', 'page.discard', 'page.draft_save', 'page.publish']);
    expect(entries[3]!.after).toMatchObject({ version_id: versionId });
    expect(entries[2]!.after).toMatchObject({ blocks: ['page_meta'] });
    expect(entries[1]!.before).toMatchObject({ blocks: ['page_meta'] });
    expect(entries[0]!.after).toMatchObject({ version_id: versionId });
  });

  it('keeps entries small: long HTML is cut', async () => {
    const blocks = await editorBlocks('ContactUs');
    const long = `<p>${'Bending and punching. '.repeat(400)}</p>`;
    await saveDraft('ContactUs', [...blocks, { cmpBlock_id: 'content_only', cmp_block_order: 999, cmpBlock_content_only_content: '' }]);
    const withBlock = await editorBlocks('ContactUs');
    await saveDraft(
      'ContactUs',
      withBlock.map((b, i) => (i === withBlock.length - 1 ? { ...b, cmpBlock_content_only_content: long } : b)),
    );
    const entry = (await auditOf('ContactUs'))[0]!;
    expect(JSON.stringify(entry).length).toBeLessThan(1000);
    expect(JSON.stringify(entry.after)).toContain(`(${long.length} characters)`);
  });
});
