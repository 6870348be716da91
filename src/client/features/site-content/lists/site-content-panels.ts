/** The "Site content" panels of the dashboard: the site's lists and its contact details. */
export {
  CollaborationsPanel,
  HomeSlidesPanel,
  MissionCardsPanel,
  ImpactFiguresPanel,
  ProgrammesPanel,
  TeamPanel,
  TestimonialsPanel,
  VideosPanel,
} from './components/list-panels.tsx';
export { SiteDetailsPanel } from './components/site-details-form.tsx';
