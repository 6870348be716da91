/** Paths of the notification endpoints, without the zod schemas; notifications.ts re-exports them. */
export const notificationPaths = {
  list: '/api/get_notifications',
  /** The `limit` newest, newest first (the home page asks for its 4). */
  newest: (limit: number) => `/api/get_notifications?limit=${limit}`,
  add: '/api/add_notification',
  update: (id: number | string) => `/api/update_notification/${id}`,
  remove: (id: number | string) => `/api/delete_notification/${id}`,
} as const;
