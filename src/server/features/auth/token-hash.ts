import { createHash } from 'node:crypto';

/** How a token the browser holds is stored: its sha256, so a stolen database yields no live token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
