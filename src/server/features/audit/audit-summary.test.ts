import { describe, expect, it } from 'vitest';
import { changedFields, SUMMARY_MAX, summarise, summariseUpload } from './audit-summary.ts';
import { targetOf } from './audit-areas.ts';

describe('an activity entry’s before and after', () => {
  it('never holds a password, token or secret: only that one was given', () => {
    const text = summarise({
      currentPassword: 'old secret words',
      newPassword: 'new secret words!',
      token: 'abc123',
      mailSecret: 'shh',
      name: 'Asha',
    });
    expect(text).toBe(
      'current password: (not shown); new password: (not shown); token: (not shown); mail secret: (not shown); name: Asha',
    );
  });

  it('masks identity and account numbers, by their field and anywhere in a text', () => {
    const text = summarise({
      idNumber: '234567890124',
      bank: { accountNumber: '001234567890' },
      note: 'PAN abcde1234f and Aadhaar 2345 6789 0124; URN AAATG1234QF20214',
    })!;
    expect(text).toBe(
      'id number: XXXXXXXX0124; bank account number: XXXXXXXX7890; note: PAN XXXXX1234X and Aadhaar XXXXXXXX0124; URN XXXXX1234XF20214',
    );
  });

  it('shows rich text as its words, a list by its entries, a file by its name or size, and stays short', () => {
    expect(summarise({ body: '<p>Hello <strong>parents</strong> &amp; children</p>' })).toBe(
      'body: Hello parents & children',
    );
    expect(summarise([{ name: 'Asha' }, { name: 'Ravi' }])).toBe('2 entries: Asha, Ravi');
    expect(summarise(Buffer.alloc(4096))).toBe('a file of 4 KB');
    expect(summariseUpload({ files: ['annual-day.jpg'], fields: { mediaType: 'Photo' } })).toBe(
      'file: annual-day.jpg; media type: Photo',
    );
    const long = summarise({
      a: 'x'.repeat(500),
      b: 'y'.repeat(500),
      c: 'z'.repeat(500),
      d: 'w'.repeat(500),
    })!;
    expect(long.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(long.endsWith('…')).toBe(true);
  });

  it('keeps only the fields a change alters, and shows a long text around its change', () => {
    const start = 'Our school opened in 1998 with twelve children. '.repeat(4);
    const { before, after } = changedFields(
      { title: 'About us', body: `<p>${start}Today we teach 300.</p>`, slug: 'about' },
      { title: 'About us', body: `<p>${start}Today we teach 450.</p>`, slug: 'about', reason: 'New figures' },
    );
    expect(before).toBe('body: …children. Today we teach 300.');
    expect(after).toBe('body: …children. Today we teach 450.; reason: New figures');
    expect(changedFields({ title: 'Same' }, { title: 'Same' })).toEqual({
      before: null,
      after: 'nothing changed',
    });
  });
});

describe('an activity entry’s target', () => {
  it('names the thing from the address and its parameters', () => {
    expect(targetOf('/api/content/pages/:id', { id: 12 })).toBe('page 12');
    expect(targetOf('/api/content/pages/:id/revisions/:revisionId/restore', { id: 12, revisionId: 3 })).toBe(
      'page 12, revision 3',
    );
    expect(targetOf('/api/inbox/:kind/:id', { kind: 'contact', id: 5 })).toBe('contact message 5');
    expect(targetOf('/api/delete_notification/:id', { id: 7 })).toBe('notification 7');
    expect(targetOf('/api/add_notification', {})).toBeNull();
  });
});
