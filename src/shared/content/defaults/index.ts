/**
 * What a fresh install shows until the administrator changes it (decision 009): the server fills each
 * content collection from here once, on first start.
 */
export { defaultStatistics, defaultTeam } from './people-and-figures.ts';
export { defaultSlides } from './slides.ts';
export { defaultProgrammes } from './programmes.ts';
export { defaultTestimonials } from './testimonials.ts';
export { defaultVideos } from './videos.ts';
export { defaultMissionAreas } from './mission-areas.ts';
export { defaultCollaborations } from './collaborations.ts';
export { defaultMissionCards } from './mission-cards.ts';
export { defaultSiteDetails } from './site-details.ts';
export { defaultAbout } from './about.ts';
export { defaultVision } from './vision.ts';
