// The data a page was written with, read from the page itself: JSON, or (a page written once) JSON gzipped and in
// base64, unpacked with the browser's own DecompressionStream, so that the page needs no network.

export async function readData<T>(): Promise<T> {
  const holder = document.getElementById('judge-data')!;
  const text = holder.textContent!;
  if (holder.dataset.encoding !== 'gzip-base64') return JSON.parse(text);
  const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return JSON.parse(await new Response(stream).text());
}
