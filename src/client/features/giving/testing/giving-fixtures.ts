import type { GivingOptions, Pledge } from '#shared/api/giving';

/** What the server answers /donate, as the component tests fake it. */
export const options: GivingOptions = {
  open: true,
  payeeName: 'Gurukul Educational and Charitable Trust',
  amounts: {
    'sponsor-a-child': [12000],
    'sponsor-a-school-kit': [1500, 3000],
    'sponsor-books-and-study-materials': [1000],
    'way-to-give-money': [500, 1000, 2500],
  },
  addressRequiredAbove: 10_000,
  fcraAccount: null,
};

export const pledge: Pledge = {
  reference: 'GK7K3Q9X',
  action: 'sponsor-a-school-kit',
  amount: 1500,
  status: 'pledged',
  upiUri:
    'upi://pay?pa=gurukul@sbi&pn=Gurukul&am=1500.00&cu=INR&tn=Sponsor%20a%20school%20kit%20GK7K3Q9X&tr=GK7K3Q9X',
  qrSvg:
    '<svg role="img" aria-label="QR code to pay ₹1,500 to Gurukul with a UPI app" viewBox="0 0 10 10"><path d="M0 0h1v1H0z"/></svg>',
  bank: {
    accountName: 'Gurukul Trust',
    accountNumber: '123456789012',
    ifsc: 'SBIN0001234',
    branch: 'Basavanagudi',
  },
  utr: null,
  link: 'http://localhost:3000/donate?pledge=GK7K3Q9X&token=signed-token',
};
