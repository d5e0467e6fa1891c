import { importAgain } from './import-again';

/**
 * Reads a QR code from a canvas: the browser's BarcodeDetector where it reads QR codes, otherwise the
 * `qr` package's decoder (loaded only here, so only pages that scan pay for it).
 */
export type QrReader = (canvas: HTMLCanvasElement) => Promise<string | null>;

interface DetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): DetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeReader(): Promise<QrReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (canvas) => (await detector.detect(canvas))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

async function libraryReader(): Promise<QrReader> {
  const { default: decodeQR } = await importAgain(() => import('qr/decode.js'));
  return async (canvas) => {
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context || !canvas.width || !canvas.height) return null;
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    try {
      return decodeQR({ data, width, height });
    } catch {
      return null; // No QR code in this frame.
    }
  };
}

export async function createQrReader(): Promise<QrReader> {
  return (await nativeReader()) ?? libraryReader();
}

/** Draws an image or video frame onto a canvas no wider or taller than `max` pixels (decoding stays fast). */
export function drawScaled(
  canvas: HTMLCanvasElement,
  source: CanvasImageSource,
  width: number,
  height: number,
  max = 800,
): void {
  const scale = Math.min(1, max / Math.max(width, height));
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  canvas.getContext('2d', { willReadFrequently: true })?.drawImage(source, 0, 0, canvas.width, canvas.height);
}
