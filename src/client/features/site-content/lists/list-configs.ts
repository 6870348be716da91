import {
  listCollections,
  teamListInputSchema,
  teamSectionLabels,
  teamSections,
  missionIcons,
  type Collaboration,
  type ListCollection,
  type MissionArea,
  type MissionCard,
  type Programme,
  type Slide,
  type Statistic,
  type Testimonial,
  type Video,
} from '#shared/api/content';
import {
  contentFieldLabels as labels,
  listNouns,
  missionIconLabels,
  ratingLabel,
  siteContentTitles as titles,
} from '#shared/content/list-editor-texts';
import type { TeamDraftMember } from './api/team.ts';
import type { ListConfig } from './components/list-config.ts';
import { fieldsOf } from './fields-of.ts';

/** The name, the word for one entry and the schema of one of the lists the server keeps. */
const collection = (name: ListCollection) => ({
  title: titles[name],
  noun: listNouns[name],
  listSchema: listCollections[name].list,
});

export const statisticsConfig: ListConfig<Statistic> = {
  ...collection('statistics'),
  fields: fieldsOf<Statistic>(['label', ['value', 'number']]),
  nameOf: (figure) => figure.label,
  detailOf: (figure) => figure.value.toLocaleString('en-IN'),
};

export const teamConfig: ListConfig<TeamDraftMember> = {
  title: titles.team,
  noun: listNouns.team,
  listSchema: teamListInputSchema,
  fields: fieldsOf<TeamDraftMember>(
    [
      ['section', 'select'],
      'name',
      'role',
      'qualification',
      'qualification2',
      ['photo', 'picturePath'],
      ['linkedin', 'url'],
    ],
    {
      section: { options: teamSections.map((value) => ({ value, label: teamSectionLabels[value] })) },
      qualification2: { shown: (member) => member.section === 'directors' },
    },
  ),
  blank: { section: 'volunteers' },
  nameOf: (member) => member.name,
  detailOf: (member) => member.role,
  grouping: { groupOf: (member) => member.section, order: teamSections, labels: teamSectionLabels },
};

export const slidesConfig: ListConfig<Slide> = {
  ...collection('slides'),
  fields: fieldsOf<Slide>([
    ['image', 'picture'],
    'title',
    ['subtitle', 'textarea'],
    'buttonText',
    'buttonLink',
    'linkDescription',
  ]),
  nameOf: (slide) => slide.title,
  detailOf: (slide) => slide.buttonLink,
};

export const programmesConfig: ListConfig<Programme> = {
  ...collection('programmes'),
  fields: fieldsOf<Programme>(['title', ['description', 'textarea'], ['image', 'picture']]),
  nameOf: (programme) => programme.title,
};

const stars = [5, 4, 3, 2, 1];

export const testimonialsConfig: ListConfig<Testimonial> = {
  ...collection('testimonials'),
  fields: fieldsOf<Testimonial>(['name', 'description', ['feedback', 'textarea'], ['rating', 'select']], {
    description: { label: labels.who },
    rating: { options: stars.map((count) => ({ value: count, label: ratingLabel(count) })) },
  }),
  nameOf: (testimonial) => testimonial.name,
  detailOf: (testimonial) => `${testimonial.description} · ${ratingLabel(testimonial.rating)}`,
};

export const videosConfig: ListConfig<Video> = {
  ...collection('videos'),
  fields: fieldsOf<Video>([
    'title',
    ['url', 'url'],
    ['whatsappLink', 'url'],
    ['publishedAt', 'date'],
    'duration',
    ['poster', 'picturePath'],
  ]),
  nameOf: (video) => video.title,
  detailOf: (video) => `${video.publishedAt} · ${video.duration}`,
};

export const missionCardsConfig: ListConfig<MissionCard> = {
  ...collection('missionCards'),
  fields: fieldsOf<MissionCard>([['icon', 'select'], 'title', ['text', 'textarea']], {
    icon: { options: missionIcons.map((value) => ({ value, label: missionIconLabels[value] })) },
  }),
  blank: { icon: 'exam' },
  nameOf: (card) => card.title,
};

export const collaborationsConfig: ListConfig<Collaboration> = {
  ...collection('collaborations'),
  fields: fieldsOf<Collaboration>(['name', ['logo', 'picturePath'], ['link', 'url']]),
  nameOf: (partner) => partner.name,
  detailOf: (partner) => partner.link,
};

export const missionAreasConfig: ListConfig<MissionArea> = {
  ...collection('missionAreas'),
  fields: fieldsOf<MissionArea>(['title', 'summary', ['points', 'lines']]),
  nameOf: (area) => area.title,
  detailOf: (area) => area.summary,
};
