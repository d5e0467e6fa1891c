import encodeQR from 'qr';

/**
 * The QR code of a link as an SVG document, dark modules on a white background with the standard
 * four-module quiet zone, so it prints and scans the same in light and dark mode.
 */
export function qrSvg(link: string): string {
  const svg = encodeQR(link, 'svg', { ecc: 'medium', border: 4 });
  return svg.replace(
    /^<svg([^>]*)>/,
    '<svg$1 shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/>',
  );
}

export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** Renders the SVG to a PNG of `size` pixels square. */
export async function svgToPng(svg: string, size = 1024): Promise<Blob> {
  const image = new Image();
  image.src = svgDataUrl(svg);
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, size, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG export failed'))), 'image/png'),
  );
}

/** Saves a blob as a file through a temporary link. */
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
