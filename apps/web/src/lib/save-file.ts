/**
 * Hands a blob to the browser as a download named `fileName`. The link is in the document
 * while clicked (Firefox ignores clicks on detached links); the URL is released on the next
 * task, once the click has started the download.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
