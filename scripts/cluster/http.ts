/** Requests of the cluster proofs and benchmark: plain fetch to 127.0.0.1, as a browser or script would send. */
import sharp from 'sharp';
import { childrenFields } from '#shared/api/media-children';
import { mediaCategories, mediaPaths, uploadFields } from '#shared/api/media-fields';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A JSON request; `cookie` signs it as the administrator. */
export async function call<T = unknown>(
  url: string,
  options: { method?: string; cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/** Throws with the answer when it is not the expected status. */
export function expectStatus<T>(answer: Answer<T>, status: number, what: string): T {
  if (answer.status !== status)
    throw new Error(`${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** A photo-like JPEG (noise over a colour) of the given size, as a camera would send it. */
export async function photo(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 180, g: 120, b: 60 },
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The dashboard's upload: multipart with the spec's field names. */
export async function uploadPhoto(base: string, cookie: string, bytes: Buffer, altText: string) {
  const form = new FormData();
  form.append(uploadFields.category, mediaCategories[0]);
  form.append(uploadFields.type, 'Photo');
  form.append(uploadFields.altText, altText);
  // A gallery upload says whether identifiable children are in it (docs/media.md); the test photo has none.
  form.append(childrenFields.children, 'no');
  form.append(uploadFields.file, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'cluster.jpg');
  const response = await fetch(`${base}${mediaPaths.submit}`, {
    method: 'POST',
    headers: { Cookie: cookie },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
