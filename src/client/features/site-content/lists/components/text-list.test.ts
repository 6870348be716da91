import { describe, expect, it } from 'vitest';
import { joinTextList, splitTextList, type TextListKind } from './text-list.ts';

const cases: { kind: TextListKind; rule: string; typed: string; items: string[]; joined: string }[] = [
  {
    kind: 'paragraphs',
    rule: 'each paragraph between empty lines is one item, its own line breaks spaces',
    typed: '  First one.\n\n\n Second\nline. \n \nThird.\n\n',
    items: ['First one.', 'Second line.', 'Third.'],
    joined: 'First one.\n\nSecond line.\n\nThird.',
  },
  {
    kind: 'lines',
    rule: 'each line is one point, empty lines left out',
    typed: 'Free tuition\n\n  Yoga  \nSpoken English\n',
    items: ['Free tuition', 'Yoga', 'Spoken English'],
    joined: 'Free tuition\nYoga\nSpoken English',
  },
];

describe('a list of texts in one box (content issue, item 1: paragraphs and bullet points)', () => {
  it.each(cases)('$kind: $rule', ({ kind, typed, items, joined }) => {
    expect(splitTextList(kind, typed)).toEqual(items);
    expect(joinTextList(kind, items)).toBe(joined);
    expect(splitTextList(kind, ' \n ')).toEqual([]);
  });
});
