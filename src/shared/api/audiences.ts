import { z } from 'zod';
import { requiredText, textInput } from './common.ts';
import { AUDIENCE_KEY_PATTERN, audienceLimits, audienceMessages as say } from './audience-fields.ts';

export {
  AUDIENCE_KEY_PATTERN,
  audienceLimits,
  audienceMessages,
  audiencePaths,
  defaultOfferedAudiences,
  type AudienceChoice,
} from './audience-fields.ts';

/** An audience's key as a request names it. */
export const audienceKeySchema = textInput({ error: say.notFound })
  .trim()
  .toLowerCase()
  .regex(AUDIENCE_KEY_PATTERN, say.notFound);

export const audienceKeyParamsSchema = z.object({ key: audienceKeySchema });

export const audienceChoiceSchema = z.object({ key: z.string(), name: z.string() });

/** An audience as the dashboard lists it, with how many subscribers (of any status) belong to it. */
export const audienceSchema = z.object({
  key: z.string(),
  name: z.string(),
  offered: z.boolean(),
  position: z.number().int(),
  subscribers: z.number().int(),
});
export type Audience = z.infer<typeof audienceSchema>;
export const audienceListSchema = z.array(audienceSchema);

const audienceName = requiredText(audienceLimits.name, say.nameRequired);

export const createAudienceSchema = z.object({ name: audienceName, offered: z.boolean().default(false) });
export type CreateAudienceInput = z.input<typeof createAudienceSchema>;

export const updateAudienceSchema = z.object({ name: audienceName, offered: z.boolean() });
export type UpdateAudienceInput = z.input<typeof updateAudienceSchema>;

/** Every audience's key, in the new order. */
export const reorderAudiencesSchema = z.object({
  keys: z.array(audienceKeySchema).min(1, say.orderChanged).max(audienceLimits.count, say.orderChanged),
});

/** Removing an audience that still has subscribers names the audience they move to. */
export const removeAudienceQuerySchema = z.object({ moveTo: audienceKeySchema.optional() });
export const removeAudienceResponseSchema = z.object({ moved: z.number().int() });

export const setSubscriberAudienceSchema = z.object({ audience: audienceKeySchema });
