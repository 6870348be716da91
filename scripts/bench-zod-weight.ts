/**
 * What checking the public forms with zod would cost a phone, against the hand-written checks they use
 * today (decision 005). Each entry is bundled and minified for the browser as Vite would, then gzipped:
 *
 * - the contract's own schemas of the public forms (contact, interest, subscription, pledge), classic zod;
 * - the same rules written with zod/mini, jitless (no `new Function`, which the CSP refuses), for the
 *   contact and interest forms (the pledge form's rules would add more);
 * - the hand-written checks the public forms import today.
 *
 * npm run bench:zod-weight
 */
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const entries: Record<string, string> = {
  'contract schemas (classic zod)': `
    import { contactSchema, interestSchema } from '#shared/api/inbox';
    import { addSubscriptionSchema } from '#shared/api/subscriptions';
    import { pledgeInputSchema } from '#shared/api/giving';
    export const checks = [contactSchema, interestSchema, addSubscriptionSchema, pledgeInputSchema]
      .map((schema) => schema.safeParse({}).success);`,
  'contact + interest in zod/mini (jitless)': `
    import * as z from 'zod/mini';
    z.config({ jitless: true });
    const text = (max) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
    const mobile = z.optional(z.string().check(z.regex(/^\\+?[0-9 ()-]{6,20}$/)));
    const contact = z.object({
      name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
      mobile, email: z.optional(z.union([z.literal(''), z.email()])), message: text(5000),
      heardFrom: z.optional(z.enum(['Social Media', 'Friends', 'Teachers', 'Others'])),
      website: text(500),
    });
    const interest = z.object({
      fullName: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
      gender: z.optional(z.enum(['male', 'female', 'others'])), location: text(200), mobile,
      email: z.optional(z.union([z.literal(''), z.email()])),
      languages: z.optional(z.array(z.enum(['kannada', 'english', 'hindi', 'marathi']))),
    });
    export const checks = [contact, interest].map((schema) => schema.safeParse({}).success);`,
  'hand-written checks used today': `
    export * from '#shared/api/guards';
    export * from '#shared/api/giving-guards';
    export * from '#shared/api/subscription-guards';
    export * from '#shared/api/pledge-checks';
    export * from '#shared/api/inbox-fields';`,
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const [name, contents] of Object.entries(entries)) {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['source'],
    write: false,
    logLevel: 'error',
  });
  const code = result.outputFiles[0]!.contents;
  console.log(
    `${name.padEnd(44)} ${kb(code.length).padStart(9)} minified ${kb(gzipSync(code).length).padStart(8)} gzip`,
  );
}
