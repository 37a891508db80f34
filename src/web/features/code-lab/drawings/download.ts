// Downloads of a drawing (docs/product/code-lab.md#free-drawing): the SVG file as it is, and a
// PNG the browser paints from that same SVG on a canvas.
import type { DrawingSvg } from './drawing-svg';

/** Saves the blob as a file, through a link the page clicks for the person. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is no longer needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const svgBlob = (drawing: DrawingSvg): Blob =>
  new Blob([drawing.svg], { type: 'image/svg+xml' });

/** The SVG painted on a canvas of its own size, as a PNG. */
export async function pngBlob(drawing: DrawingSvg): Promise<Blob> {
  const url = URL.createObjectURL(svgBlob(drawing));
  try {
    const image = new Image(drawing.width, drawing.height);
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = drawing.width;
    canvas.height = drawing.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('drawings: this browser cannot paint on a canvas');
    context.drawImage(image, 0, 0, drawing.width, drawing.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('drawings: no PNG from the canvas'))),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
