/**
 * Made-up bank statement exports in the layouts of two large Indian banks (no real account or person):
 * one like SBI's (a preamble, "5 Apr 2026" dates, a footer) and one like HDFC's (dd/mm/yy dates).
 */

export interface Transaction {
  /** As the bank writes it: "5 Apr 2026" or "05/04/26". */
  date: string;
  narration: string;
  reference: string;
  /** Paise. */
  credit?: number;
  debit?: number;
}

/** A field as a spreadsheet writes it: quoted when it holds a comma, a quote or a line break. */
const field = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** Paise in Indian grouping with two decimals: 10000000 → "1,00,000.00". */
export function indianAmount(paise: number): string {
  const rupees = Math.floor(paise / 100).toString();
  const last3 = rupees.slice(-3);
  const rest = rupees.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest ? `${rest},` : ''}${last3}.${String(paise % 100).padStart(2, '0')}`;
}

/** Each transaction with the balance after it, from an opening balance of ₹1,00,000. */
function withBalances(transactions: readonly Transaction[]) {
  let balance = 1_00_000_00;
  return transactions.map((transaction) => {
    balance += (transaction.credit ?? 0) - (transaction.debit ?? 0);
    return { ...transaction, balance };
  });
}

/** Five payments out, which matching leaves aside. */
export const someDebits: Transaction[] = [
  { date: '21 Jun 2026', narration: 'ATM WDL-DHARWAD MAIN', reference: '', debit: 5_000_00 },
  {
    date: '22 Jun 2026',
    narration: 'TO TRANSFER-BOOKS, "SARASWATI" STORES',
    reference: '000451',
    debit: 12_400_00,
  },
  { date: '23 Jun 2026', narration: 'ELECTRICITY BILL', reference: '', debit: 2_130_00 },
  { date: '24 Jun 2026', narration: 'CHQ PAID-TEACHERS SALARY', reference: '000452', debit: 1_20_000_00 },
  { date: '25 Jun 2026', narration: 'SMS CHARGES', reference: '', debit: 17_70 },
];

/**
 * Like SBI's export: a byte-order mark, nine lines about the account (two of them blank), the column titles
 * on line 10, amounts in Indian grouping with an empty debit or credit as a space, a footer and blank
 * trailing lines. The five debits above follow the credits given.
 */
export function sbiLikeCsv(credits: readonly Transaction[]): string {
  const lines = [
    'Account Name       :,GURUKUL EDUCATIONAL TRUST',
    'Address            :,"12, Temple Road, Dharwad"',
    'Account Number     :,_00000012345678901',
    'IFS Code           :,SBIN0001234',
    '',
    'Balance as on 1 Jun 2026 :,"1,00,000.00"',
    'Start Date         :,1 Jun 2026',
    'End Date           :,30 Jun 2026',
    '',
    'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
    ...withBalances([...credits, ...someDebits]).map((entry) =>
      [
        entry.date,
        entry.date,
        field(entry.narration),
        field(entry.reference),
        entry.debit ? field(indianAmount(entry.debit)) : ' ',
        entry.credit ? field(indianAmount(entry.credit)) : ' ',
        field(indianAmount(entry.balance)),
      ].join(','),
    ),
    '**This is a computer generated statement and does not require a signature.**',
    '',
    '',
  ];
  return `\uFEFF${lines.join('\r\n')}`;
}

/** Like HDFC's export: the titles on the first line, dd/mm/yy dates, empty amounts left empty. */
export function hdfcLikeCsv(transactions: readonly Transaction[]): string {
  const lines = [
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    ...withBalances(transactions).map((entry) =>
      [
        entry.date,
        field(entry.narration),
        field(entry.reference),
        entry.date,
        entry.debit ? field(indianAmount(entry.debit)) : '',
        entry.credit ? field(indianAmount(entry.credit)) : '',
        field(indianAmount(entry.balance)),
      ].join(','),
    ),
    '',
  ];
  return lines.join('\n');
}
