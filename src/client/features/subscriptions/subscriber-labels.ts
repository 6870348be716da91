import type { SubscriberRole, SubscriptionStatus } from '#shared/api/subscriptions';
import { formatIndiaDate } from '#shared/india-time';

export const roleLabels: Record<SubscriberRole, string> = {
  parent: 'Parent',
  teacher: 'Teacher',
  student: 'Student',
};

export const statusLabels: Record<SubscriptionStatus, string> = {
  active: 'Active',
  pending: 'Waiting for confirmation',
  unsubscribed: 'Unsubscribed',
};

/** How each status is coloured (admin/status-badge.module.css). */
export const statusTones: Record<SubscriptionStatus, 'done' | 'waiting' | 'off'> = {
  active: 'done',
  pending: 'waiting',
  unsubscribed: 'off',
};

/** The day a subscription began, in India, as every dashboard date is shown. */
export const subscribedOn = (value: string): string => formatIndiaDate(value);
