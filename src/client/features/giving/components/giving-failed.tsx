import { Button } from '#client/components/ui/button.tsx';
import { givingTexts } from '#client/texts/giving.ts';
import styles from './giving.module.css';

/** Why giving online could not be shown, with a way to ask again. */
export function GivingFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.failed}>
      <p>{message}</p>
      <Button variant="outline" onClick={onRetry}>
        {givingTexts.tryAgain}
      </Button>
    </div>
  );
}
