import { contentPaths, teamListSchema, type TeamMemberInput } from '#shared/api/content';
import { matches } from '#client/lib/answer-schema.ts';
import { useContent, useSaveContent } from './content-endpoint.ts';

export type TeamDraftMember = TeamMemberInput & { id?: number };

const team = { name: 'team', path: contentPaths.team, check: matches(teamListSchema) };

/** GET /api/content/team: every member with their id, by section, in order. */
export const useTeam = () => useContent(team);

/** PUT /api/content/team: the whole team in its new order; members without an id are added. */
export const useSaveTeam = () => useSaveContent<TeamDraftMember[]>(team);
