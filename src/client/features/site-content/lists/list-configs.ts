import {
  listCollections,
  teamListInputSchema,
  teamSectionLabels,
  teamSections,
  type ListCollection,
  type Programme,
  type Slide,
  type Statistic,
  type Testimonial,
  type Video,
} from '#shared/api/content';
import {
  contentFieldHints as hints,
  contentFieldLabels as labels,
  listNouns,
  ratingLabel,
  siteContentTitles as titles,
} from '#shared/content/list-editor-texts';
import type { TeamDraftMember } from './api/team.ts';
import type { ListConfig } from './components/list-config.ts';

const blankPicture = () => ({ src: '', alt: '', width: 1, height: 1 });

/** The lists these panels edit (the mission areas of /vision are not among them yet). */
export type EditedList = Exclude<ListCollection, 'missionAreas'>;

/** The name, the word for one entry and the schema of one of the lists the server keeps. */
const collection = (name: EditedList) => ({
  title: titles[name],
  noun: listNouns[name],
  listSchema: listCollections[name].list,
});

export const statisticsConfig: ListConfig<Statistic> = {
  ...collection('statistics'),
  fields: [
    { name: 'label', label: labels.label, kind: 'text' },
    { name: 'value', label: labels.value, kind: 'number' },
  ],
  blank: () => ({ label: '', value: 0 }),
  nameOf: (figure) => figure.label,
  detailOf: (figure) => figure.value.toLocaleString('en-IN'),
};

export const teamConfig: ListConfig<TeamDraftMember> = {
  title: titles.team,
  noun: listNouns.team,
  listSchema: teamListInputSchema,
  fields: [
    {
      name: 'section',
      label: labels.section,
      kind: 'select',
      options: teamSections.map((section) => ({ value: section, label: teamSectionLabels[section] })),
    },
    { name: 'name', label: labels.name, kind: 'text' },
    { name: 'role', label: labels.role, kind: 'text' },
    { name: 'qualification', label: labels.qualification, kind: 'text' },
    {
      name: 'qualification2',
      label: labels.qualification2,
      kind: 'text',
      shown: (member) => member.section === 'directors',
    },
    { name: 'photo', label: labels.photo, kind: 'picturePath', hint: hints.photoNoAlt },
    { name: 'linkedin', label: labels.linkedin, kind: 'url' },
  ],
  blank: () => ({
    section: 'volunteers',
    name: '',
    role: '',
    qualification: '',
    qualification2: '',
    photo: '',
    linkedin: '',
  }),
  nameOf: (member) => member.name,
  detailOf: (member) => member.role,
  grouping: { groupOf: (member) => member.section, order: teamSections, labels: teamSectionLabels },
};

export const slidesConfig: ListConfig<Slide> = {
  ...collection('slides'),
  fields: [
    { name: 'title', label: labels.title, kind: 'text' },
    { name: 'subtitle', label: labels.subtitle, kind: 'textarea' },
    { name: 'image', label: labels.image, kind: 'picture' },
    { name: 'buttonText', label: labels.buttonText, kind: 'text' },
    { name: 'buttonLink', label: labels.buttonLink, kind: 'text', hint: hints.buttonLink },
    { name: 'linkDescription', label: labels.linkDescription, kind: 'text' },
  ],
  blank: () => ({
    title: '',
    subtitle: '',
    buttonText: '',
    linkDescription: '',
    buttonLink: '',
    image: blankPicture(),
  }),
  nameOf: (slide) => slide.title,
  detailOf: (slide) => slide.buttonLink,
};

export const programmesConfig: ListConfig<Programme> = {
  ...collection('programmes'),
  fields: [
    { name: 'title', label: labels.title, kind: 'text' },
    { name: 'description', label: labels.description, kind: 'textarea' },
    { name: 'image', label: labels.image, kind: 'picture' },
  ],
  blank: () => ({ title: '', description: '', image: blankPicture() }),
  nameOf: (programme) => programme.title,
};

const stars = [5, 4, 3, 2, 1];

export const testimonialsConfig: ListConfig<Testimonial> = {
  ...collection('testimonials'),
  fields: [
    { name: 'name', label: labels.name, kind: 'text' },
    { name: 'description', label: labels.who, kind: 'text' },
    { name: 'feedback', label: labels.feedback, kind: 'textarea' },
    {
      name: 'rating',
      label: labels.rating,
      kind: 'select',
      options: stars.map((count) => ({ value: count, label: ratingLabel(count) })),
    },
  ],
  blank: () => ({ name: '', description: '', feedback: '', rating: 5 }),
  nameOf: (testimonial) => testimonial.name,
  detailOf: (testimonial) => `${testimonial.description} · ${ratingLabel(testimonial.rating)}`,
};

export const videosConfig: ListConfig<Video> = {
  ...collection('videos'),
  fields: [
    { name: 'title', label: labels.title, kind: 'text' },
    { name: 'url', label: labels.url, kind: 'url', hint: hints.url },
    { name: 'whatsappLink', label: labels.whatsappLink, kind: 'url' },
    { name: 'publishedAt', label: labels.publishedAt, kind: 'date', hint: hints.publishedAt },
    { name: 'duration', label: labels.duration, kind: 'text', hint: hints.duration },
    { name: 'poster', label: labels.poster, kind: 'picturePath', hint: hints.posterNoAlt },
  ],
  blank: () => ({ title: '', url: '', whatsappLink: '', publishedAt: '', duration: '', poster: '' }),
  nameOf: (video) => video.title,
  detailOf: (video) => `${video.publishedAt} · ${video.duration}`,
};
