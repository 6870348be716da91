import { describe, expect, it } from 'vitest';
import { contentMessages as say, listCollections } from '#shared/api/content';
import { listEditorTexts as texts } from '#shared/content/list-editor-texts';
import { statisticsConfig } from '../list-configs.ts';
import { locateProblem } from './locate-problem.ts';

const { fields, nameOf } = statisticsConfig;
const schema = listCollections.statistics.list;

describe("a server's refusal of a list points to the entry and field (content issue, item 2)", () => {
  it('names the entry and the field whose check gives the same message', () => {
    const list = [
      { label: 'Schools', value: 3 },
      { label: 'Students', value: -5 },
    ];
    expect(locateProblem(say.valueInvalid, list, schema, fields, nameOf)).toEqual({
      message: say.valueInvalid,
      index: 1,
      where: texts.problemAt(2, 'Students', 'Number'),
    });
  });

  it('says only the message when it is about the whole list or not found here', () => {
    const many = Array.from({ length: 13 }, (_, i) => ({ label: `Figure ${i}`, value: i }));
    expect(locateProblem(say.tooManyFigures, many, schema, fields, nameOf)).toEqual({
      message: say.tooManyFigures,
    });
    expect(locateProblem('Something else', [{ label: '', value: 1 }], schema, fields, nameOf)).toEqual({
      message: 'Something else',
    });
  });
});
