/** An error whose message is safe to show to the client, with the HTTP status it maps to. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A stable code the client may act on, such as TOKEN_EXPIRED. */
    readonly code?: string,
    /** More the client needs to act, sent beside the message (e.g. the new total of a changed order). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const unauthorized = (message: string) => new HttpError(401, message);
