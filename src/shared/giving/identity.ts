/**
 * The identity numbers a donor may give, as Form 10BD knows them (rule 18AB of the Income-tax Rules): PAN
 * or Aadhaar, and only where the donor has neither, another document. One table: the portal's wording of
 * each is a one-line change here (docs/giving-law.md says where each comes from).
 */
export const identityKinds = [
  'PAN',
  'Aadhaar',
  'Passport',
  'Voter ID',
  'Driving licence',
  'Ration card',
  'Tax ID',
] as const;
export type IdentityKind = (typeof identityKinds)[number];

interface IdentityRule {
  /** How the dashboard and the receipt name it. */
  label: string;
  /** The "ID Code" column of Form 10BD, as the portal's template writes it. */
  portalCode: string;
  /** Whether a donor with a PAN or an Aadhaar number may give this one instead: never for those two. */
  onlyWithoutPanOrAadhaar: boolean;
  /** What a number of this kind looks like, after spaces are taken out and letters upper-cased. */
  pattern: RegExp;
}

export const identityRules: Record<IdentityKind, IdentityRule> = {
  PAN: {
    label: 'PAN',
    portalCode: 'Permanent Account Number',
    onlyWithoutPanOrAadhaar: false,
    pattern: /^[A-Z]{5}[0-9]{4}[A-Z]$/,
  },
  Aadhaar: {
    label: 'Aadhaar number',
    portalCode: 'Aadhaar Number',
    onlyWithoutPanOrAadhaar: false,
    pattern: /^[2-9][0-9]{11}$/,
  },
  Passport: {
    label: 'Passport number',
    portalCode: 'Passport number',
    onlyWithoutPanOrAadhaar: true,
    pattern: /^[A-Z0-9]{6,12}$/,
  },
  'Voter ID': {
    label: 'Voter ID (EPIC) number',
    portalCode: "Elector's photo identity number",
    onlyWithoutPanOrAadhaar: true,
    pattern: /^[A-Z0-9/]{6,20}$/,
  },
  'Driving licence': {
    label: 'Driving licence number',
    portalCode: 'Driving License number',
    onlyWithoutPanOrAadhaar: true,
    pattern: /^[A-Z0-9-]{8,20}$/,
  },
  'Ration card': {
    label: 'Ration card number',
    portalCode: 'Ration card number',
    onlyWithoutPanOrAadhaar: true,
    pattern: /^[A-Z0-9/-]{6,20}$/,
  },
  'Tax ID': {
    label: 'Tax identification number of the country of residence',
    portalCode: 'Tax Identification Number',
    onlyWithoutPanOrAadhaar: true,
    pattern: /^[A-Z0-9-]{4,20}$/,
  },
};

/** A number as it is kept and compared: spaces and dots out, letters upper-cased. */
export const normaliseIdNumber = (value: string) => value.replace(/[\s.]/g, '').toUpperCase();

// The Verhoeff scheme's tables (dihedral group D5), which the last digit of every Aadhaar number checks.
const MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** Whether a string of digits ends in its Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let check = 0;
  [...digits].reverse().forEach((digit, index) => {
    check = MULTIPLY[check]![PERMUTE[index % 8]![Number(digit)]!]!;
  });
  return check === 0;
}

/** Whether `number` (normalised) is a well-formed number of `kind`; Aadhaar's check digit included. */
export function identityValid(kind: IdentityKind, number: string): boolean {
  if (!identityRules[kind].pattern.test(number)) return false;
  return kind !== 'Aadhaar' || verhoeffValid(number);
}

/**
 * As a list or a receipt shows it: a PAN as `XXXXX1234X`, every other number with only its last four
 * characters (an Aadhaar number is never printed whole).
 */
export function maskIdentity(number: string): string {
  if (/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(number)) return `XXXXX${number.slice(5, 9)}X`;
  return `${'X'.repeat(Math.max(number.length - 4, 0))}${number.slice(-4)}`;
}
