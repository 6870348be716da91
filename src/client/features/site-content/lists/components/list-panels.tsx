import { useContentList, useSaveContentList } from '../api/content-list.ts';
import { useSaveTeam, useTeam } from '../api/team.ts';
import {
  programmesConfig,
  slidesConfig,
  statisticsConfig,
  teamConfig,
  testimonialsConfig,
  videosConfig,
} from '../list-configs.ts';
import { ListPanel } from './list-panel.tsx';

/** The dashboard panels of the site's lists: one generic editor, each with its own fields. */
export function ImpactFiguresPanel() {
  return (
    <ListPanel
      config={statisticsConfig}
      query={useContentList('statistics')}
      mutation={useSaveContentList('statistics')}
    />
  );
}

export function TeamPanel() {
  return <ListPanel config={teamConfig} query={useTeam()} mutation={useSaveTeam()} />;
}

export function HomeSlidesPanel() {
  return (
    <ListPanel
      config={slidesConfig}
      query={useContentList('slides')}
      mutation={useSaveContentList('slides')}
    />
  );
}

export function ProgrammesPanel() {
  return (
    <ListPanel
      config={programmesConfig}
      query={useContentList('programmes')}
      mutation={useSaveContentList('programmes')}
    />
  );
}

export function TestimonialsPanel() {
  return (
    <ListPanel
      config={testimonialsConfig}
      query={useContentList('testimonials')}
      mutation={useSaveContentList('testimonials')}
    />
  );
}

export function VideosPanel() {
  return (
    <ListPanel
      config={videosConfig}
      query={useContentList('videos')}
      mutation={useSaveContentList('videos')}
    />
  );
}
