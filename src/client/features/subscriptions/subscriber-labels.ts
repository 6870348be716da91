import type { SubscriberRole, SubscriptionStatus } from '#shared/api/subscriptions';

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

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function subscribedOn(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}
