import { ApiError, authorisedFetch, pathOf } from '@/api/client';
import { API } from '@quad/contract/routes';

/** Fetches the member's data export and hands it to the browser as a file download. */
export async function downloadMyData(): Promise<void> {
  const res = await authorisedFetch(pathOf(API.account.exportData));
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    throw new ApiError(res.status, typeof body.msg === 'string' ? body.msg : res.statusText, body);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'quad-data.zip';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
