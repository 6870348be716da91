/** Texts of the inbox, which SPEC.md does not describe (the original forms sent nothing). */
export const inboxTexts = {
  loadFailed: 'Failed to load messages. Please try again.',
  updateFailed: 'Failed to update the message.',
  deleteFailed: 'Failed to delete the message.',
  deleted: 'Message deleted successfully!',
  confirmDelete: 'Are you sure you want to delete this message?',
  contactEmpty: 'No contact messages yet.',
  interestEmpty: 'No volunteer interest yet.',
  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  unread: 'New',
} as const;
