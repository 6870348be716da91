const ones = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0 to 99 in words ('' for 0). */
function belowHundred(n: number): string {
  if (n < 20) return ones[n]!;
  return [tens[Math.floor(n / 10)], ones[n % 10]].filter(Boolean).join(' ');
}

/** 0 to 999 in words ('' for 0). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  return [hundreds ? `${ones[hundreds]} Hundred` : '', belowHundred(n % 100)].filter(Boolean).join(' ');
}

/**
 * A whole number of rupees in words, in the Indian system of lakh and crore, as an 80G receipt writes it:
 * 12500 → "Rupees Twelve Thousand Five Hundred Only", 1000000 → "Rupees Ten Lakh Only".
 */
export function rupeesInWords(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError(`Not a positive whole amount: ${amount}`);
  const crore = Math.floor(amount / 10_000_000);
  const lakh = Math.floor((amount % 10_000_000) / 100_000);
  const thousand = Math.floor((amount % 100_000) / 1000);
  const rest = amount % 1000;
  const parts = [
    crore ? `${crore >= 100 ? belowThousand(crore) : belowHundred(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    belowThousand(rest),
  ].filter(Boolean);
  return `Rupees ${parts.join(' ')} Only`;
}

/** ₹12,500 and ₹10,00,000: amounts grouped the Indian way. */
export const formatRupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;
