import type { PublicPage } from '../content-pages.ts';
import type { MediaItem } from '../media.ts';

/** Valid answers of the API, one of each shape the zod-free guards check. */
export const photo = {
  medias_id: 7,
  media_url: '/uploads/p7-1280.jpg',
  media_type: 'Photo',
  media_category: 'ISRO Show',
  alt_text: 'Rocket model on stage',
  status: 'ready',
  status_reason: null,
  width: 1280,
  height: 960,
  placeholder: 'data:image/webp;base64,UklGRg==',
  poster_url: null,
  variants: [
    { format: 'avif', width: 320, url: '/uploads/p7-320.avif' },
    { format: 'jpeg', width: 1280, url: '/uploads/p7-1280.jpg' },
  ],
  created_at: '2026-11-01T10:00:00.000Z',
} satisfies MediaItem;
export const video = {
  ...photo,
  medias_id: 8,
  media_type: 'Video',
  media_url: '/uploads/v8.mp4',
  alt_text: null,
  status: 'processing',
  width: null,
  height: null,
  placeholder: null,
  poster_url: '/uploads/v8.jpg',
  variants: [],
};
export const publicPage = {
  id: 3,
  title: 'Financials',
  slug: 'financials',
  kind: 'page',
  summary: 'Where every rupee goes',
  body: '<h2>Audited accounts</h2><p>Our accounts are audited <strong>every year</strong>.</p>',
  publishedAt: '2026-06-01T09:00:00.000Z',
  documents: [
    {
      id: 1,
      title: 'Annual report',
      year: 2025,
      sizeBytes: 250_000,
      pageId: 3,
      url: '/api/content/documents/1/file',
    },
  ],
} satisfies PublicPage;
export const notice = {
  id: 1,
  title: 'Admissions open',
  description: 'Free classes start on Monday.',
  date: '2026-03-01',
  notification_date: '2026-03-01T10:00:00.000Z',
};

export const givingAmounts = {
  'sponsor-a-child': [12000],
  'sponsor-a-school-kit': [1500, 3000],
  'sponsor-books-and-study-materials': [1000],
  'way-to-give-money': [],
};
export const pledge = {
  reference: 'GK7K3Q9X',
  action: 'sponsor-a-school-kit',
  amount: 1500,
  status: 'pledged',
  upiUri: 'upi://pay?pa=gurukul@sbi&pn=Gurukul&am=1500.00&cu=INR&tn=School%20kit%20GK7K3Q9X&tr=GK7K3Q9X',
  qrSvg: '<svg role="img" aria-label="QR code"></svg>',
  bank: {
    accountName: 'Gurukul Trust',
    accountNumber: '123456789',
    ifsc: 'SBIN0001234',
    branch: 'Bengaluru',
  },
  utr: null,
  link: 'http://localhost:3000/donate?pledge=GK7K3Q9X&token=abc',
};
