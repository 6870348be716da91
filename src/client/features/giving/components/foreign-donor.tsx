import type { GivingOptions } from '#shared/api/giving';
import { givingMessages } from '#shared/api/giving-fields';
import { givingTexts } from '#client/texts/giving.ts';
import styles from './giving.module.css';

const texts = givingTexts.payment;

/**
 * What a foreign national is told instead of the form: the organisation cannot accept their gift online
 * and, when it has an account registered under FCRA, that account.
 */
export function ForeignDonor({ fcraAccount }: { fcraAccount: GivingOptions['fcraAccount'] }) {
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
        <p>{givingMessages.foreignNotAccepted}</p>
      )}
    </div>
  );
}
