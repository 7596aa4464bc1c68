import * as v from 'valibot';
import { ApiErrorSchema } from '@otech/domain';
import { ApiError, apiUrl } from './http.ts';
import { sessionToken } from './session.ts';

/** The file name of a `Content-Disposition: attachment; filename="…"` answer. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Downloads a file answered by the API (a PDF, an export) in the customer's session and hands it
 * to the browser as a download under the server's file name. Errors carry the server's message.
 */
export async function downloadFromApi(path: string, fallbackName: string, query?: Record<string, string>): Promise<string> {
  const token = sessionToken('customer');
  const response = await fetch(apiUrl(path, query), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const error = v.safeParse(ApiErrorSchema, await response.json().catch(() => null));
    throw new ApiError(response.status, error.success ? error.output.message : `Erreur ${response.status}`);
  }
  const name = fileNameOf(response, fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the object URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
