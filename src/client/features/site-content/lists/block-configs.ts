import {
  aboutSchema,
  siteDetailsSchema,
  visionSchema,
  type About,
  type SiteDetails,
  type Vision,
} from '#shared/api/content';
import {
  blockSectionHeadings as headings,
  pillarNoun,
  siteContentTitles as titles,
} from '#shared/content/list-editor-texts';
import { sameShape, type BlockConfig } from './components/block-config.ts';
import { fieldsOf } from './fields-of.ts';
import {
  fromSiteForm,
  siteFieldOf,
  siteFormSections,
  toSiteForm,
  type SiteForm,
} from './site-details-fields.ts';

export const siteDetailsBlock: BlockConfig<SiteDetails, SiteForm> = {
  title: titles.site,
  sections: siteFormSections,
  schema: siteDetailsSchema,
  toForm: toSiteForm,
  fromForm: fromSiteForm,
  fieldOf: siteFieldOf,
};

export const aboutBlock: BlockConfig<About, About> = {
  title: titles.about,
  sections: [
    {
      heading: headings.about,
      fields: fieldsOf<About>([
        'heading',
        ['lead', 'textarea'],
        ['paragraphs', 'paragraphs'],
        'satisfiedClientsLabel',
        ['image', 'picture'],
      ]),
    },
  ],
  schema: aboutSchema,
  ...sameShape<About>(),
};

export const visionBlock: BlockConfig<Vision, Vision> = {
  title: titles.vision,
  sections: [
    { heading: headings.homeVision, fields: fieldsOf<Vision>([['homeText', 'textarea']]) },
    {
      heading: headings.vision,
      fields: fieldsOf<Vision>(
        [
          ['vision', 'paragraphs'],
          ['pillars', 'titledTexts'],
        ],
        { pillars: { itemNoun: pillarNoun } },
      ),
    },
    { heading: headings.mission, fields: fieldsOf<Vision>([['mission', 'paragraphs']]) },
  ],
  schema: visionSchema,
  ...sameShape<Vision>(),
};
