import { Button } from '#client/components/ui/button.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import styles from './giving.module.css';

/** Why giving online could not be shown, with a way to ask again. */
export function GivingFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { tryAgain } = useTexts().giving;
  return (
    <div role="alert" className={styles.failed}>
      <p>{message}</p>
      <Button variant="outline" onClick={onRetry}>
        {tryAgain}
      </Button>
    </div>
  );
}
