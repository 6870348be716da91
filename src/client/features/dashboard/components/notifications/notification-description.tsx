import styles from './notifications.module.css';

type Block = { kind: 'text'; lines: string[] } | { kind: 'list'; items: string[] };

/** Lines starting with * or - become bullets with the marker removed (SPEC section 3). */
export function toBlocks(description: string): Block[] {
  const blocks: Block[] = [];
  for (const line of description.split(/\r?\n/)) {
    const bullet = /^\s*[*-]\s*(.*)$/.exec(line);
    const last = blocks.at(-1);
    if (bullet) {
      if (last?.kind === 'list') last.items.push(bullet[1]!);
      else blocks.push({ kind: 'list', items: [bullet[1]!] });
    } else if (line.trim()) {
      if (last?.kind === 'text') last.lines.push(line);
      else blocks.push({ kind: 'text', lines: [line] });
    }
  }
  return blocks;
}

export function NotificationDescription({ text }: { text: string }) {
  return (
    <div className={styles.description}>
      {toBlocks(text).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{block.lines.join('\n')}</p>
        ),
      )}
    </div>
  );
}
