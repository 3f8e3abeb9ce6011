/**
 * Saves a downloaded answer as a file in the browser: the name from Content-Disposition (RFC 6266,
 * `filename*` preferred over `filename`), else `fallback`. Answers the name and the size in bytes.
 */
export async function saveResponse(response: Response, fallback: string): Promise<{ name: string; size: number }> {
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  let name = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
  if (encoded) {
    try {
      name = decodeURIComponent(encoded);
    } catch {
      // a malformed encoded name: keep the plain one
    }
  }
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { name, size: blob.size };
}
