export type DescriptionBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const BULLET = /^\s*[*-]\s*/;

/**
 * Splits a notification description into paragraphs and bullet lists: a line starting with * or - is a
 * bullet shown without its marker; consecutive bullets form one list; blank lines are dropped.
 */
export function parseDescription(description: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  for (const rawLine of description.split(/\r?\n/)) {
    if (!rawLine.trim()) continue;
    if (BULLET.test(rawLine)) {
      const item = rawLine.replace(BULLET, '').trim();
      if (!item) continue;
      const last = blocks[blocks.length - 1];
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else {
      blocks.push({ kind: 'paragraph', text: rawLine.trim() });
    }
  }
  return blocks;
}
