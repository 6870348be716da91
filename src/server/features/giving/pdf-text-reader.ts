import path from 'node:path';
import { createRequire } from 'node:module';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js reads the metrics of PDF's standard fonts (Helvetica) from its own folder. */
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/**
 * The text of a PDF's first pages, as a reader would copy it, spaces folded. An uploaded file is read
 * without running anything it carries (no scripts, no fonts compiled to code); a file pdf.js cannot read
 * rejects.
 */
export async function readPdfText(pdf: Buffer | Uint8Array, pages = 1): Promise<string> {
  const task = getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    const texts: string[] = [];
    for (let number = 1; number <= Math.min(pages, document.numPages); number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return texts.join(' ').replace(/\s+/g, ' ').trim();
  } finally {
    await task.destroy();
  }
}
