import { describe, expect, it } from 'vitest';
import { parseDescription } from './notification-text.ts';

describe('notification description (SPEC 3: lines starting with * or - are bullets)', () => {
  it('turns * and - lines into bullets without their marker and keeps other lines as paragraphs', () => {
    expect(parseDescription('Exam on Monday\n* Bring your pen\n-   Reach by 9\nAll the best!')).toEqual([
      { kind: 'paragraph', text: 'Exam on Monday' },
      { kind: 'list', items: ['Bring your pen', 'Reach by 9'] },
      { kind: 'paragraph', text: 'All the best!' },
    ]);
  });

  it('accepts indented markers and Windows line ends, and drops blank lines and empty bullets', () => {
    expect(parseDescription('  * one\r\n\r\n - two\r\n*\r\n')).toEqual([
      { kind: 'list', items: ['one', 'two'] },
    ]);
  });

  it('leaves a dash inside a line alone', () => {
    expect(parseDescription('Classes 6-8 only')).toEqual([{ kind: 'paragraph', text: 'Classes 6-8 only' }]);
  });
});
