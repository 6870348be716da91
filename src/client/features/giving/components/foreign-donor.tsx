import type { GivingOptions } from '#shared/api/giving';
import { useTexts } from '#client/i18n/language-context.tsx';
import styles from './giving.module.css';

/**
 * What a foreign national is told instead of the form: the organisation cannot accept their gift online
 * and, when it has an account registered under FCRA, that account.
 */
export function ForeignDonor({ fcraAccount }: { fcraAccount: GivingOptions['fcraAccount'] }) {
  const givingTexts = useTexts().giving;
  const texts = givingTexts.payment;
  return (
    <div role="status" className={styles.notice}>
      {fcraAccount ? (
        <>
          <p>{givingTexts.residence.fcraIntro}</p>
          <dl className={styles.bankRows}>
            {(
              [
                [texts.accountName, fcraAccount.accountName],
                [texts.accountNumber, fcraAccount.accountNumber],
                [texts.ifsc, fcraAccount.ifsc],
                [texts.branch, fcraAccount.branch],
              ] as const
            )
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
        </>
      ) : (
        <p>{givingTexts.messages.foreignNotAccepted}</p>
      )}
    </div>
  );
}
