import { describe, expect, it } from 'vitest';
import { backTo, formFields } from './form-posts.ts';

describe('formFields (public forms posted without JavaScript)', () => {
  it('leaves out blank fields, so optional choices stay unset as in the JSON the page sends', () => {
    expect(formFields('name=Asha&email=&heardFrom=')).toEqual({ name: 'Asha' });
  });

  it('makes list fields lists even with one box ticked, and repeated fields lists', () => {
    expect(formFields('fullName=Ravi&languages=marathi&roles=teacher&roles=mentor')).toEqual({
      fullName: 'Ravi',
      languages: ['marathi'],
      roles: ['teacher', 'mentor'],
    });
  });
});

describe('issue 24, must have 6: the page a posted form goes back to', () => {
  it.each([
    ['https://site.example/contact-us', '/contact-us'],
    ['https://site.example//evil.example/x', '/evil.example/x'],
    ['https://site.example/\\evil.example', '/evil.example'],
    ['not a url', '/'],
    [undefined, '/'],
  ])('%s goes back to %s, a path of this site', (referer, path) => {
    expect(backTo(referer)).toBe(path);
  });
});
