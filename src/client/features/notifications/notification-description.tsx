import { parseDescription } from './notification-text.ts';

interface NotificationDescriptionProps {
  text: string;
  className?: string;
  listClassName?: string;
}

/** A notification's description as visitors and the administrator both see it (SPEC section 3). */
export function NotificationDescription({ text, className, listClassName }: NotificationDescriptionProps) {
  return (
    <div className={className}>
      {parseDescription(text).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index} className={listClassName}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{block.text}</p>
        ),
      )}
    </div>
  );
}
