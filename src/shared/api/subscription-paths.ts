/**
 * Paths and roles of the subscription endpoints, without the zod schemas, so the subscribe page can post
 * without shipping the validation library; subscriptions.ts re-exports them.
 */
export const subscriptionPaths = {
  list: '/api/get_subscriptions',
  add: '/api/add_subscription',
  unsubscribe: '/api/unsubscribe',
  confirm: '/api/confirm_subscription',
} as const;

/** The roles the specification names; audiences the administrator adds come on top (audience-fields.ts). */
export const subscriberRoles = ['parent', 'teacher', 'student'] as const;
export type SubscriberRole = (typeof subscriberRoles)[number];
