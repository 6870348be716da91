import { describe, expect, it } from 'vitest';
import { csvField } from '#server/csv';
import { form10bd, type StatementDonation } from './form-10bd.ts';

const organisation = { sectionCode: 'Section 80G', urn: 'AAATG1234QF20214', urnIssuedOn: '2021-09-24' };
const donation = (change: Partial<StatementDonation>): StatementDonation => ({
  donorName: 'Meera Rao',
  donorAddress: '4, MG Road, Bengaluru 560001',
  idKind: 'PAN',
  idNumber: 'ABCDE1234F',
  donationType: 'Others',
  mode: 'Electronic modes including account payee cheque/draft',
  amount: 1500,
  ...change,
});

describe('giving issues 5 and 23: the Form 10BD statement', () => {
  it('has exactly the portal’s header, in its order', () => {
    const [header] = form10bd([], organisation).csv.split('\r\n');
    expect(header).toBe(
      'Sl. No.,Pre Acknowledgement Number,ID Code,Unique Identification Number,Section Code,Unique Registration Number (URN),Date of Issuance of Unique Registration Number,Name of donor,Address of donor,Donation Type,Mode of receipt,Amount of donation (Indian rupees)',
    );
  });

  it('sums a donor’s donations of the same type and mode into one row (rule 18AB(3)), with the portal’s ID codes', () => {
    const statement = form10bd(
      [
        donation({ amount: 1500 }),
        donation({ amount: 12_000 }),
        donation({ mode: 'Cash', amount: 2000 }),
        donation({ donationType: 'Corpus', amount: 500 }),
        donation({ idKind: 'Aadhaar', idNumber: '234567890124', donorName: 'Arjun', amount: 1000 }),
        donation({ idKind: 'Passport', idNumber: 'K1234567', donorName: 'Priya', amount: 700 }),
      ],
      organisation,
    );
    expect(statement.rows).toBe(5);
    expect(statement.csv.split('\r\n').slice(1, 6)).toEqual([
      '1,,Permanent Account Number,ABCDE1234F,Section 80G,AAATG1234QF20214,24-09-2021,Meera Rao,"4, MG Road, Bengaluru 560001",Others,Electronic modes including account payee cheque/draft,13500',
      '2,,Permanent Account Number,ABCDE1234F,Section 80G,AAATG1234QF20214,24-09-2021,Meera Rao,"4, MG Road, Bengaluru 560001",Others,Cash,2000',
      '3,,Permanent Account Number,ABCDE1234F,Section 80G,AAATG1234QF20214,24-09-2021,Meera Rao,"4, MG Road, Bengaluru 560001",Corpus,Electronic modes including account payee cheque/draft,500',
      '4,,Aadhaar Number,234567890124,Section 80G,AAATG1234QF20214,24-09-2021,Arjun,"4, MG Road, Bengaluru 560001",Others,Electronic modes including account payee cheque/draft,1000',
      '5,,Passport number,K1234567,Section 80G,AAATG1234QF20214,24-09-2021,Priya,"4, MG Road, Bengaluru 560001",Others,Electronic modes including account payee cheque/draft,700',
    ]);
  });

  it('never hands a spreadsheet a formula, and a carriage return never starts a row', () => {
    const statement = form10bd(
      [
        donation({ donorName: '=HYPERLINK("http://evil")' }),
        donation({ idNumber: 'PQRSX6789K', donorName: 'Asha\r=cmd|x\n=2+3' }),
      ],
      organisation,
    );
    expect(statement.csv).not.toContain(',=');
    expect(statement.csv).toContain('"HYPERLINK(""http://evil"")"');
    expect(statement.csv.split('\r\n')).toHaveLength(4);
    expect(statement.csv).toContain(',Asha =cmd|x =2+3,');
  });

  it.each([
    ['a comma', 'a,b', '"a,b"'],
    ['a quote', 'a"b', '"a""b"'],
    ['a line feed', 'a\nb', 'a b'],
    ['a carriage return', 'a\rb', 'a b'],
    ['a leading formula', '+SUM(A1)', 'SUM(A1)'],
  ])('quotes or folds a field holding %s', (_case, value, field) => {
    expect(csvField(value)).toBe(field);
  });
});
