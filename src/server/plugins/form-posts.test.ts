import { describe, expect, it } from 'vitest';
import { formFields } from './form-posts.ts';

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
