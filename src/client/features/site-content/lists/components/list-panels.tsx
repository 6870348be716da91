import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ListCollection } from '#shared/api/content';
import { useContentList, useSaveContentList } from '../api/content-list.ts';
import { useSaveTeam, useTeam } from '../api/team.ts';
import {
  collaborationsConfig,
  missionCardsConfig,
  programmesConfig,
  slidesConfig,
  statisticsConfig,
  teamConfig,
  testimonialsConfig,
  videosConfig,
  missionAreasConfig,
} from '../list-configs.ts';
import type { ListConfig } from './list-config.ts';
import { ListPanel } from './list-panel.tsx';

/** The panel of one list the server keeps whole: one generic editor, with that list's fields. */
function listPanel<T>(name: ListCollection, config: ListConfig<T>) {
  return function ContentListPanel() {
    // The config is written for the list of that name; the hooks know it only as one of the lists.
    const query = useContentList(name) as UseQueryResult<T[]>;
    const mutation = useSaveContentList(name) as unknown as UseMutationResult<T[], Error, T[]>;
    return <ListPanel config={config} query={query} mutation={mutation} />;
  };
}

export const ImpactFiguresPanel = listPanel('statistics', statisticsConfig);
export const HomeSlidesPanel = listPanel('slides', slidesConfig);
export const ProgrammesPanel = listPanel('programmes', programmesConfig);
export const TestimonialsPanel = listPanel('testimonials', testimonialsConfig);
export const VideosPanel = listPanel('videos', videosConfig);
export const MissionCardsPanel = listPanel('missionCards', missionCardsConfig);
export const CollaborationsPanel = listPanel('collaborations', collaborationsConfig);
export const MissionAreasPanel = listPanel('missionAreas', missionAreasConfig);

export function TeamPanel() {
  return <ListPanel config={teamConfig} query={useTeam()} mutation={useSaveTeam()} />;
}
