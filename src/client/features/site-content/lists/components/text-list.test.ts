import { describe, expect, it } from 'vitest';
import { joinTextList, splitTextList } from './text-list.ts';

describe('a list of texts in one box (content issue, item 1: paragraphs and bullet points)', () => {
  it('makes each paragraph between empty lines one item, its own line breaks spaces', () => {
    expect(splitTextList('paragraphs', '  First one.\n\n\n Second\nline. \n \nThird.\n\n')).toEqual([
      'First one.',
      'Second line.',
      'Third.',
    ]);
    expect(joinTextList('paragraphs', ['A.', 'B.'])).toBe('A.\n\nB.');
  });

  it('makes each line one point and leaves empty lines out', () => {
    expect(splitTextList('lines', 'Free tuition\n\n  Yoga  \nSpoken English\n')).toEqual([
      'Free tuition',
      'Yoga',
      'Spoken English',
    ]);
    expect(joinTextList('lines', ['A', 'B'])).toBe('A\nB');
    expect(splitTextList('lines', '   ')).toEqual([]);
  });
});
