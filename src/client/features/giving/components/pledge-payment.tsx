import type { Pledge } from '#shared/api/giving';
import { formatRupees } from '#shared/giving/amount-in-words';
import { useTexts } from '#client/i18n/language-context.tsx';
import { CopyButton } from './copy-button.tsx';
import styles from './giving.module.css';

interface PledgePaymentProps {
  pledge: Pledge;
  Heading: 'h3' | 'h4';
}

/** How to pay a pledge: the UPI link for a phone, its QR code for a computer, and the bank details. */
export function PledgePayment({ pledge, Heading }: PledgePaymentProps) {
  const texts = useTexts().giving.payment;
  const { bank } = pledge;
  const bankRows = [
    { label: texts.accountName, value: bank.accountName },
    { label: texts.accountNumber, value: bank.accountNumber },
    { label: texts.ifsc, value: bank.ifsc },
    { label: texts.branch, value: bank.branch },
    { label: texts.reference, value: pledge.reference },
  ].filter((row) => row.value);
  return (
    <div className={styles.payment}>
      <dl className={styles.summary}>
        <div>
          <dt>{texts.reference}</dt>
          <dd>
            <span className={styles.reference}>{pledge.reference}</span>
            <CopyButton value={pledge.reference} what={texts.reference} />
          </dd>
        </div>
        <div>
          <dt>{texts.amount}</dt>
          <dd className={styles.reference}>{formatRupees(pledge.amount)}</dd>
        </div>
      </dl>
      <div className={styles.ways}>
        <div className={styles.upi}>
          <a className={styles.payLink} href={pledge.upiUri}>
            {texts.payWithUpi}
          </a>
          <p className={styles.hint}>{texts.upiHint}</p>
          <figure className={styles.qr}>
            {/* The server draws the code from the same link (qrcode), labelled for screen readers. */}
            <div className={styles.qrCode} dangerouslySetInnerHTML={{ __html: pledge.qrSvg }} />
            <figcaption>{texts.qrTitle}</figcaption>
          </figure>
        </div>
        {bank.accountNumber && (
          <section aria-labelledby={`bank-${pledge.reference}`} className={styles.bank}>
            <Heading id={`bank-${pledge.reference}`} className={styles.subtitle}>
              {texts.bankTitle}
            </Heading>
            <p className={styles.hint}>{texts.bankHint}</p>
            <dl className={styles.bankRows}>
              {bankRows.map((row) => (
                <div key={row.label}>
                  <dt>{row.label}</dt>
                  <dd>
                    <span>{row.value}</span>
                    <CopyButton value={row.value} what={row.label} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </div>
    </div>
  );
}
