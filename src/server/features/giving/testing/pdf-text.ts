import { readPdfText } from '../pdf-text-reader.ts';

/** The text of a PDF's first page, as a reader would copy it, spaces folded. */
export const pdfText = (pdf: Buffer | Uint8Array): Promise<string> => readPdfText(pdf);
