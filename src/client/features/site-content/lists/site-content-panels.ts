/** The "Site content" panels of the dashboard: the site's lists and its single blocks. */
export {
  CollaborationsPanel,
  HomeSlidesPanel,
  MissionAreasPanel,
  MissionCardsPanel,
  ImpactFiguresPanel,
  ProgrammesPanel,
  TeamPanel,
  TestimonialsPanel,
  VideosPanel,
} from './components/list-panels.tsx';
export { AboutPanel, SiteDetailsPanel, VisionPanel } from './components/block-panels.tsx';
