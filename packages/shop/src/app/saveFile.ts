/** Hands a downloaded file to the browser under its name (the spec's "facture_{id}.pdf"). */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL may go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
