/** Business constants of SPEC.md section 9, in milliseconds where they are times. */
export const HERO_INTERVAL_MS = 4000;
export const HOME_NOTIFICATIONS_LIMIT = 4;
export const MOBILE_BREAKPOINT_PX = 768;
export const SUCCESS_POPUP_MS = 3000;
export const LOGIN_REDIRECT_MS = 1000;
export const EMAIL_STATUS_CLEAR_MS = 1000;
export const COMING_SOON_INTERVAL_MS = 4000;
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_STEPS = 60;
export const COUNTER_THRESHOLD = 0.3;
export const VISION_THRESHOLD = 0.5;
export const SCROLL_TOP_THRESHOLD_PX = 100;
export const DONATION_POPUP_DELAY_MS = 5000;
export const SUBSCRIBE_CONFETTI_PIECES = 500;
export const SUBSCRIBE_FADE_MS = 2500;
export const SUBSCRIBE_RESET_MS = 6000;
export const COLLAB_AUTOPLAY_MS = 1000;
export const COLLAB_SPEED_MS = 1000;
export const COLLAB_GAP_PX = 5;
export const COLLAB_WIDTH_PERCENT = 95;
export const COLLAB_MARGIN_TOP_PX = 15;
/** Logos per view from each minimum viewport width (below the first: 1). */
export const COLLAB_SLIDES_PER_VIEW = { 640: 1, 768: 2, 1024: 8 } as const;
export const MENTOR_GROUP_SIZE = '10-12';
