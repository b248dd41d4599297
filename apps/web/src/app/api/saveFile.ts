/** Hands a file made in the page (a CSV) to the browser's download, under `name`. */
export function saveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A CSV the page made (`toCsv` of packages/shared: BOM, `;`, quoted, CRLF), downloaded as `name`. */
export function downloadCsv(name: string, csv: string): void {
  saveFile(name, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}
