/** How many files Insert Media takes in one go: enough for an event's photos, not more than a phone copes with. */
export const UPLOAD_BATCH_MAX = 50;

/** How many of them are sent at the same time: one after another, two at once, so a slow uplink keeps up. */
export const UPLOADS_AT_ONCE = 2;
