import { ADMIN_API, AdminApiError, refreshSession } from './client';
import { adminSession } from './session';

function send(path: string, file: File): Promise<Response> {
  const body = new FormData();
  body.append('file', file);
  const token = adminSession.token();
  // No content-type header: the browser writes the multipart boundary itself.
  return fetch(ADMIN_API + path, {
    method: 'POST',
    body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
}

async function expired(res: Response): Promise<boolean> {
  if (res.status === 401) return adminSession.token() !== null && adminSession.expired();
  if (res.status !== 403) return false;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: string } | null;
  return body?.code === 'TOKEN_EXPIRED';
}

/**
 * Posts one file as multipart field `file` and answers the raw response. The JSON client cannot
 * carry a FormData body, so this repeats its one rule that matters here: an expired token is
 * refreshed once and the file sent again.
 */
export async function postFile(path: string, file: File): Promise<Response> {
  const res = await send(path, file);
  if ((await expired(res)) && (await refreshSession())) return send(path, file);
  return res;
}

/** Uploads one file (images: `{result: {url}}`); anything but a 2xx throws with the server's message. */
export async function uploadFile<T>(path: string, file: File): Promise<T> {
  const res = await postFile(path, file);
  if (!res.ok) {
    const answer = (await res.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new AdminApiError(res.status, answer?.message ?? `The upload failed (${res.status}).`, answer?.code);
  }
  return (await res.json()) as T;
}
