import { describe, expect, it } from 'vitest';
import { unmatchedTexts } from '#shared/api/giving-certificates';
import { matchCertificate, namesAgree, readDonorName, type YearDonor } from './certificates-match.ts';

const donor = (change: Partial<YearDonor>): YearDonor => ({
  key: `${change.idKind ?? 'PAN'}:${change.idNumber ?? 'ABCDE1234F'}`,
  donationId: 1,
  name: 'Meera Rao',
  idKind: 'PAN',
  idNumber: 'ABCDE1234F',
  email: 'meera@example.org',
  ...change,
});

const certificate = (name: string, identity: string) =>
  `FORM NO. 10BE PAN of the reporting person: AAATG1234Q Name of donor: ${name} Address of donor: Mysuru Unique Identification Number of the donor: ${identity} Amount of donation (Indian rupees): 1500`;

const meera = donor({});
const arjun = donor({ donationId: 2, name: 'Arjun Shetty', idKind: 'Aadhaar', idNumber: '234567890124' });
const asha = donor({ donationId: 3, name: 'Asha Shetty', idKind: 'Aadhaar', idNumber: '987654320124' });
const passport = donor({ donationId: 4, name: 'John Mathew', idKind: 'Passport', idNumber: 'Z1234567' });
const donors = [meera, arjun, asha, passport];

describe('Form 10BE: a certificate finds its donor', () => {
  it('by the identity number, compared normalised, with the name folded', () => {
    expect(
      matchCertificate(
        certificate('MEERA  RAO.', 'abcde 1234 f'.toUpperCase().replace(/ /g, '')),
        donors,
        'AAATG1234Q',
      ),
    ).toMatchObject({
      donor: meera,
      matchedBy: 'identity',
      nameRead: 'MEERA  RAO.',
      identityRead: 'XXXXX1234X',
    });
    expect(matchCertificate(certificate('Arjun Shetty', '2345 6789 0124'), donors, '')).toMatchObject({
      donor: arjun,
      matchedBy: 'identity',
    });
    expect(matchCertificate(certificate('John Mathew', 'Z 1234567'), donors, '')).toMatchObject({
      donor: passport,
    });
  });

  it('never by the organisation’s own PAN', () => {
    const own = donor({ idNumber: 'AAATG1234Q' });
    expect(matchCertificate(certificate('Meera Rao', 'none'), [own], 'AAATG1234Q')).toMatchObject({
      donor: null,
      reason: unmatchedTexts.noIdentity,
    });
  });

  it('not when the identity number is a donor’s but the name clearly differs', () => {
    expect(matchCertificate(certificate('Suresh Menon', 'ABCDE1234F'), donors, '')).toMatchObject({
      donor: null,
      reason: unmatchedTexts.nameDiffers('Meera Rao'),
    });
  });

  it('a masked Aadhaar number by its last four digits and the name; two such donors are left to the administrator', () => {
    expect(matchCertificate(certificate('ARJUN SHETTY', 'XXXX XXXX 0124'), donors, '')).toMatchObject({
      donor: arjun,
      matchedBy: 'aadhaar-last-four',
      identityRead: 'XXXXXXXX0124',
    });
    expect(matchCertificate(certificate('Ravi Kumar', 'XXXX XXXX 0124'), donors, '')).toMatchObject({
      donor: null,
      reason: unmatchedTexts.noDonor,
    });
    const twin = donor({ donationId: 5, name: 'Arjun Shetty', idKind: 'Aadhaar', idNumber: '334567890124' });
    expect(
      matchCertificate(certificate('Arjun Shetty', 'XXXX XXXX 0124'), [...donors, twin], ''),
    ).toMatchObject({
      donor: null,
      reason: unmatchedTexts.manyDonors,
    });
  });

  it('nobody, or more than one donor, leaves it unmatched', () => {
    expect(matchCertificate(certificate('Nobody', 'QWERT9876Y'), donors, '')).toMatchObject({
      donor: null,
      reason: unmatchedTexts.noDonor,
    });
    expect(
      matchCertificate(`${certificate('Meera Rao', 'ABCDE1234F')} 2345 6789 0124`, donors, ''),
    ).toMatchObject({
      donor: null,
      reason: unmatchedTexts.manyDonors,
    });
  });
});

it('shows the number read after its label, masked', () => {
  expect(matchCertificate(certificate('Ravi', 'XXXX XXXX 0124'), donors, '').identityRead).toBe(
    'XXXXXXXX0124',
  );
  expect(matchCertificate(certificate('Ravi', 'QWERT9876Y'), donors, 'AAATG1234Q').identityRead).toBe(
    'XXXXX9876X',
  );
});

describe('names', () => {
  it('fold case, spaces and punctuation; a middle name or an initial may be left out', () => {
    expect(namesAgree('Meera Rao', 'MEERA RAO', '')).toBe(true);
    expect(namesAgree('Meera S. Rao', 'Meera Rao', '')).toBe(true);
    expect(namesAgree('M. Rao', 'Meera Rao', '')).toBe(true);
    expect(namesAgree('Meera Rao', 'Meena Rao', '')).toBe(false);
    expect(namesAgree('Meera Rao', null, 'Certificate ... MEERA RAO ...')).toBe(true);
  });

  it('are read after the label "Name of donor"', () => {
    expect(readDonorName('Name of the donor - Asha Rao Address of donor: Pune')).toBe('Asha Rao');
    expect(readDonorName('no label here')).toBeNull();
  });
});
