import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { messages } from '#shared/messages';
import { idParamsSchema } from '#shared/api/common';
import {
  contentMessages,
  contentPaths,
  listCollections,
  type ListCollection,
  singleCollections,
  type SingleCollection,
  pageInputSchema,
  pageLanguageQuerySchema,
  pageListSchema,
  pageTranslationInputSchema,
  pageSchema,
  publicPageListSchema,
  publicPageSchema,
  revisionListSchema,
  revisionParamsSchema,
  revisionTextSchema,
  slugParamsSchema,
  teamListInputSchema,
  teamListSchema,
  teamMemberInputSchema,
  teamMemberSchema,
} from '#shared/api/content';
import { errorBodySchema } from '#shared/api/errors';
import { BadRequestError } from '#server/errors';
import { whenChanged } from './content-changes.ts';
import { deleteRoute } from './delete-route.ts';
import { keepingDocumentsPlaced } from './document-placement.ts';
import * as content from './content.service.ts';
import * as pages from './pages.service.ts';
import { auditBefore } from '#server/features/audit/audit.service';

type Clock = () => Date;

const listNames = Object.keys(listCollections) as ListCollection[];
const singleNames = Object.keys(singleCollections) as SingleCollection[];

/** What visitors read: impact figures, the team and the published pages. */
export const contentPublicRoutes =
  (now: Clock): FastifyPluginAsyncZod =>
  async (app) => {
    for (const name of singleNames) {
      const { path, schema } = singleCollections[name];
      app.get(path, { schema: { response: { 200: schema } } }, async () => content.getSingle(app.db, name));
    }
    for (const name of listNames) {
      const { path, list } = listCollections[name];
      app.get(path, { schema: { response: { 200: list } } }, async () => content.getList(app.db, name));
    }
    app.get(contentPaths.team, { schema: { response: { 200: teamListSchema } } }, async () =>
      content.listTeam(app.db),
    );
    app.get(contentPaths.pages, { schema: { response: { 200: publicPageListSchema } } }, async () =>
      pages.listVisiblePages(app.db, now()),
    );
    app.get(
      contentPaths.pageBySlug(':slug'),
      {
        schema: {
          description:
            'With ?lang=kn|hi|mr, the page in that language: each text not yet written in it is the ' +
            'English one, named in `untranslated`.',
          params: slugParamsSchema,
          querystring: pageLanguageQuerySchema,
          response: { 200: publicPageSchema, '4xx': errorBodySchema },
        },
      },
      async (request) =>
        pages.getVisiblePage(app.db, request.params.slug, now(), app.storage, request.query.lang),
    );
  };

/**
 * `?lang=` read by hand, where the route's own checks are attached rather than thrown (the page's PUT, whose
 * body depends on it).
 */
function languageOf(query: unknown) {
  const parsed = pageLanguageQuerySchema.safeParse(query);
  if (!parsed.success) throw new BadRequestError(contentMessages.languageInvalid, 'lang');
  return parsed.data.lang;
}

/** A body checked against `schema` by hand, refused as the route's own check would refuse it. */
function parsedBody<T>(schema: { safeParse: (value: unknown) => z.ZodSafeParseResult<T> }, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const [first] = parsed.error.issues;
  const message =
    first?.message && !first.message.startsWith('Invalid input')
      ? first.message
      : messages.common.invalidInput;
  throw new BadRequestError(message, first?.path.join('.') || undefined);
}

const withErrors = <T>(ok: T) => ({ ...ok, '4xx': errorBodySchema });

/** Each text and list of the site as its change reads in the activity log. */
const contentAudit: Record<SingleCollection | ListCollection, string> = {
  site: 'Changed the contact and site details',
  about: 'Changed the About us text',
  vision: 'Changed the vision and mission',
  menus: 'Changed the menus',
  statistics: 'Changed the impact figures',
  slides: 'Changed the home page slides',
  programmes: 'Changed the programmes',
  testimonials: 'Changed the testimonials',
  videos: 'Changed the videos',
  missionAreas: 'Changed the mission areas',
  collaborations: 'Changed the collaborations',
  missionCards: 'Changed the mission cards',
};

/** The administrator's writes, and pages in every state. Registered inside the admin scope. */
export const contentAdminRoutes =
  (now: Clock, onChange: () => void): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onResponse', whenChanged(onChange));
    for (const name of singleNames) {
      const { path, schema } = singleCollections[name];
      app.put(
        path,
        {
          config: { audit: contentAudit[name] },
          schema: { body: schema, response: withErrors({ 200: schema }) },
        },
        async (request) => content.replaceSingle(app.db, name, request.body as never, now()),
      );
    }
    for (const name of listNames) {
      const { path, list } = listCollections[name];
      app.put(
        path,
        {
          config: { audit: contentAudit[name] },
          schema: { body: list, response: withErrors({ 200: list }) },
        },
        async (request) => content.replaceList(app.db, name, request.body as never, now()),
      );
    }

    app.put(
      contentPaths.team,
      {
        config: { audit: 'Changed the team list' },
        schema: { body: teamListInputSchema, response: withErrors({ 200: teamListSchema }) },
      },
      async (request) => content.replaceTeam(app.db, request.body, now()),
    );
    app.post(
      contentPaths.team,
      {
        config: { audit: 'Added a team member' },
        schema: { body: teamMemberInputSchema, response: withErrors({ 201: teamMemberSchema }) },
      },
      async (request, reply) =>
        reply.status(201).send(await content.addTeamMember(app.db, request.body, now())),
    );
    app.put(
      contentPaths.teamMember(':id'),
      {
        config: { audit: 'Changed a team member' },
        schema: {
          params: idParamsSchema,
          body: teamMemberInputSchema,
          response: withErrors({ 200: teamMemberSchema }),
        },
      },
      async (request) => content.updateTeamMember(app.db, request.params.id, request.body, now()),
    );
    deleteRoute(
      app,
      contentPaths.teamMember(':id'),
      (id) => content.removeTeamMember(app.db, id),
      contentMessages.deleted,
      { audit: 'Removed a team member' },
    );

    app.get(contentPaths.allPages, { schema: { response: { 200: pageListSchema } } }, async () =>
      pages.listPages(app.db, now()),
    );
    app.post(
      contentPaths.pages,
      {
        config: { audit: 'Created a page' },
        schema: { body: pageInputSchema, response: withErrors({ 201: pageSchema }) },
      },
      async (request, reply) => reply.status(201).send(await pages.createPage(app.db, request.body, now())),
    );
    app.get(
      contentPaths.page(':id'),
      {
        schema: {
          description:
            "With ?lang=kn|hi|mr: that language's title, summary and body ('' where not written yet), " +
            'the English ones in `english` and which are written in `translated`.',
          params: idParamsSchema,
          querystring: pageLanguageQuerySchema,
          response: withErrors({ 200: pageSchema }),
        },
      },
      async (request) => pages.getPage(app.db, request.params.id, now(), request.query.lang),
    );
    app.put(
      contentPaths.page(':id'),
      {
        config: { audit: 'Changed a page' },
        // The body depends on ?lang=: the checks' refusal is attached, and the handler decides which applies.
        attachValidation: true,
        schema: {
          description:
            'Without lang: the page in English with its address, status and schedule. With ?lang=kn|hi|mr: ' +
            "only that language's title, summary and body (pageTranslationInput: each may be empty); the " +
            'address, status, schedule and kind are not changed, and any sent are ignored.',
          params: idParamsSchema,
          querystring: pageLanguageQuerySchema,
          body: pageInputSchema,
          response: withErrors({ 200: pageSchema }),
        },
      },
      async (request) => {
        const language = languageOf(request.query);
        if (language) {
          const input = parsedBody(pageTranslationInputSchema, request.body);
          const { id } = parsedBody(idParamsSchema, request.params);
          request.auditBefore = await auditBefore.page(app.db, id);
          return pages.updatePageTexts(app.db, id, language, input, now());
        }
        if (request.validationError) throw request.validationError;
        request.auditBefore = await auditBefore.page(app.db, request.params.id);
        return keepingDocumentsPlaced(
          app.db,
          app.storage,
          { pageId: request.params.id },
          request.body.status === 'published',
          () => pages.updatePage(app.db, request.params.id, request.body, now()),
        );
      },
    );
    deleteRoute(
      app,
      contentPaths.page(':id'),
      (id) =>
        keepingDocumentsPlaced(app.db, app.storage, { pageId: id }, false, () =>
          pages.deletePage(app.db, id),
        ),
      contentMessages.deleted,
      { audit: 'Deleted a page', before: (id) => auditBefore.page(app.db, id) },
    );
    app.get(
      contentPaths.revisions(':id'),
      { schema: { params: idParamsSchema, response: withErrors({ 200: revisionListSchema }) } },
      async (request) => pages.listRevisions(app.db, request.params.id),
    );
    app.get(
      contentPaths.revision(':id', ':revisionId'),
      { schema: { params: revisionParamsSchema, response: withErrors({ 200: revisionTextSchema }) } },
      async (request) => pages.getRevision(app.db, request.params.id, request.params.revisionId),
    );
    app.post(
      contentPaths.restore(':id', ':revisionId'),
      {
        config: { audit: 'Restored an earlier version of a page' },
        schema: { params: revisionParamsSchema, response: withErrors({ 200: pageSchema }) },
      },
      async (request) => pages.restoreRevision(app.db, request.params.id, request.params.revisionId, now()),
    );
  };
