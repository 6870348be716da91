import { describe, expect, it } from 'vitest';
import { foldMailbox } from './mailbox.ts';

describe('foldMailbox (issue 23: the pledge mail cap counts per mailbox)', () => {
  it.each([
    ['Asha.Rao+pledge1@Gmail.com', 'asharao@gmail.com'],
    ['a.s.h.a.rao@googlemail.com', 'asharao@gmail.com'],
    ['asha+2@example.org', 'asha@example.org'],
    ['asha.rao@example.org', 'asha.rao@example.org'],
    ['+x@example.org', '+x@example.org'],
  ])('%s reaches the mailbox %s', (address, mailbox) => {
    expect(foldMailbox(address)).toBe(mailbox);
  });
});
