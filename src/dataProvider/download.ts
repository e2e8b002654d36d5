/** A file the API answered: its bytes and the name the server gave it. */
export interface Download {
  blob: Blob;
  /** From Content-Disposition (filename*, else filename); null when the answer names none. */
  filename: string | null;
}

/** The file name of a Content-Disposition: the RFC 5987 filename* when present, else the plain filename. */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

export async function downloadOf(response: Response): Promise<Download> {
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) };
}

/** Hands a downloaded file to the browser, which saves it under `filename`. */
export function saveDownload({ blob, filename }: Download, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
