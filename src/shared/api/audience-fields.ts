/**
 * Audiences of subscribers without the zod schemas, so the public subscribe form can list them without
 * shipping the validation library (decision 005); audiences.ts re-exports them.
 */

export { defaultOfferedAudiences, type AudienceChoice } from '../content/audiences.ts';

export const audienceLimits = { name: 60, key: 40, count: 50 } as const;

/** What a key looks like: lower-case letters, digits and hyphens, as in `well-wisher`. */
export const AUDIENCE_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

export const audiencePaths = {
  list: '/api/audiences',
  one: (key: string) => `/api/audiences/${key}`,
  order: '/api/audiences/reorder',
  subscriberAudience: (id: number | string) => `/api/subscriptions/${id}/audience`,
} as const;

export const audienceMessages = {
  nameRequired: 'Please give the audience a name.',
  nameTaken: 'Another audience already has this name.',
  notFound: 'This audience no longer exists. Please reload the list.',
  moveToRequired: 'Please choose the audience its subscribers move to.',
  moveToInvalid: 'Please choose another audience for its subscribers to move to.',
  lastAudience: 'The last audience cannot be removed.',
  lastOffered: 'The subscribe form needs at least one audience. Offer another one first.',
  orderChanged: 'The audiences changed meanwhile. Please reload the list and try again.',
  tooMany: `At most ${audienceLimits.count} audiences.`,
  chooseAudiences: 'Please choose at least one audience.',
  unknownAudience: 'One of the chosen audiences no longer exists. Please reload and choose again.',
} as const;
