/** A file name from a cashflow's title: letters, digits, dots and dashes only, at most 80 characters, never empty. */
export function exportFileName(title: string | null | undefined, extension: string, suffix = ''): string {
  const base = `${title ?? ''}${suffix === '' ? '' : ` ${suffix}`}`
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80)
    .replace(/[-.]+$/, '');
  return `${base === '' ? 'cashflow' : base}.${extension}`;
}

/** Saves a blob as a file: an object URL on a temporary link, released once the browser has started the download. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a moment later it is safe.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
