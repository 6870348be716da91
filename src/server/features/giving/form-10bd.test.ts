import { describe, expect, it } from 'vitest';
import { form10bd, type StatementDonation } from './form-10bd.ts';

const organisation = { sectionCode: 'Section 80G', urn: 'AAATG1234QF20214', urnIssuedOn: '2021-09-24' };
const donation = (change: Partial<StatementDonation>): StatementDonation => ({
  donorName: 'Meera Rao',
  donorAddress: '4, MG Road, Bengaluru 560001',
  idCode: 'PAN',
  idNumber: 'ABCDE1234F',
  donationType: 'Others',
  mode: 'Electronic modes including account payee cheque/draft',
  amount: 1500,
  cancelled: false,
  ...change,
});

describe('giving issue 5: the Form 10BD statement', () => {
  it('has exactly the portal’s header, in its order', () => {
    const [header] = form10bd([], organisation).csv.split('\r\n');
    expect(header).toBe(
      'Sl. No.,Pre Acknowledgement Number,ID Code,Unique Identification Number,Section Code,Unique Registration Number (URN),Date of Issuance of Unique Registration Number,Name of donor,Address of donor,Donation Type,Mode of receipt,Amount of donation (Indian rupees)',
    );
  });

  it('sums a donor’s donations of the same type and mode into one row, with the portal’s codes', () => {
    const statement = form10bd(
      [
        donation({ amount: 1500 }),
        donation({ amount: 12_000 }),
        donation({ mode: 'Cash', amount: 2000 }),
        donation({ idCode: 'Aadhaar', idNumber: '234567890123', donorName: 'Arjun', amount: 1000 }),
      ],
      organisation,
    );
    expect(statement.rows).toBe(3);
    expect(statement.csv.split('\r\n').slice(1, 4)).toEqual([
      '1,,PAN,ABCDE1234F,Section 80G,AAATG1234QF20214,24-09-2021,Meera Rao,"4, MG Road, Bengaluru 560001",Others,Electronic modes including account payee cheque/draft,13500',
      '2,,PAN,ABCDE1234F,Section 80G,AAATG1234QF20214,24-09-2021,Meera Rao,"4, MG Road, Bengaluru 560001",Others,Cash,2000',
      '3,,Aadhaar,234567890123,Section 80G,AAATG1234QF20214,24-09-2021,Arjun,"4, MG Road, Bengaluru 560001",Others,Electronic modes including account payee cheque/draft,1000',
    ]);
  });

  it('leaves out donations without PAN or Aadhaar, cash above ₹2,000 and cancelled receipts, and says how many', () => {
    const statement = form10bd(
      [
        donation({ idCode: null, idNumber: null }),
        donation({ mode: 'Cash', amount: 2001 }),
        donation({ cancelled: true }),
        donation({}),
      ],
      organisation,
    );
    expect(statement.rows).toBe(1);
    expect(statement.leftOut).toEqual({ noId: 1, cashAboveLimit: 1, cancelled: 1 });
  });

  it('never hands a spreadsheet a formula', () => {
    const statement = form10bd([donation({ donorName: '=HYPERLINK("http://evil")' })], organisation);
    expect(statement.csv).not.toContain(',=');
    expect(statement.csv).toContain('"HYPERLINK(""http://evil"")"');
  });
});
