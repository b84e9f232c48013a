import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminImageUploaded } from '@northbend/shared';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import { CATALOG_IMAGE_MAX_BYTES, CATALOG_IMAGE_MESSAGES, prepareCatalogImage, saveCatalogImage } from './product-images-admin.js';
import { acceptMultipartForms } from '../../plugins/multipart-forms.js';

const tags = ['admin'];

/** One file and a few stray form fields at most. */
const UPLOAD_LIMITS = { fileSize: CATALOG_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 20 };

/** The uploaded file, read whole (bounded by UPLOAD_LIMITS) before anything is checked. */
async function readUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new HttpError(415, 'The image must be sent as multipart/form-data.');
  let data: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      // Read every file to its end so the body is consumed either way; the first non-empty one counts.
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length) data ??= bytes;
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err; // a refused field (plugins/multipart-forms.ts)
    switch ((err as { code?: string }).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new HttpError(413, CATALOG_IMAGE_MESSAGES.tooLarge);
      case 'FST_FILES_LIMIT':
        throw badRequest('Upload one image at a time.');
      default:
        throw badRequest('The upload could not be read.');
    }
  }
  if (!data) throw badRequest(CATALOG_IMAGE_MESSAGES.missing);
  return data;
}

/**
 * POST /api/v1/admin/images: an image for the catalog or a content page (staff who edit either),
 * checked and re-encoded by sharp, stored under a server-chosen name; answers its /images/… URL.
 */
export const adminImageRoutes: FastifyPluginAsyncZod<{ imagesDir: string }> = async (app, { imagesDir }) => {
  // Only this route parses multipart; the plugin stays inside this scope.
  await acceptMultipartForms(app, UPLOAD_LIMITS);

  app.post(
    '',
    {
      config: { staff: ['catalog.edit', 'content.edit'] },
      schema: {
        tags,
        summary: 'Upload a PNG, JPEG or WebP image (≤ 10 MB) for a product or content page (owner, editor)',
        description:
          'multipart/form-data with one file (any field name). Re-encoded: metadata dropped, at most 2400 px wide; a PNG with transparency stays PNG, anything else becomes WebP.',
        consumes: ['multipart/form-data'],
        response: { 201: AdminImageUploaded },
      },
    },
    async (req, reply) => {
      const image = await prepareCatalogImage(await readUpload(req));
      return reply.code(201).send({ result: { url: await saveCatalogImage(imagesDir, image) } });
    },
  );
};
