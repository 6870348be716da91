/** A list of texts edited in one box: paragraphs apart by an empty line, or points one a line. */
export type TextListKind = 'paragraphs' | 'lines';

const separators: Record<TextListKind, RegExp> = { paragraphs: /\n\s*\n/, lines: /\n/ };
const joiners: Record<TextListKind, string> = { paragraphs: '\n\n', lines: '\n' };

/** The items of the box's text: trimmed, empty ones left out; a paragraph's own line breaks become spaces. */
export function splitTextList(kind: TextListKind, text: string): string[] {
  return text
    .split(separators[kind])
    .map((item) => item.replace(/\s*\n\s*/g, ' ').trim())
    .filter((item) => item !== '');
}

export function joinTextList(kind: TextListKind, items: readonly string[]): string {
  return items.join(joiners[kind]);
}

export function sameTexts(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
