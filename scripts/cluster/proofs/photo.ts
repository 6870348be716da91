/** Issue 14, item 5: a photo uploaded through one instance is processed and served through the other. */
import type { MediaItem } from '#shared/api/media';
import { mediaPaths } from '#shared/api/media-fields';
import { twoInstances } from '../cluster.ts';
import { call, expectStatus, photo, uploadPhoto } from '../http.ts';
import { waitUntil } from '../processes.ts';
import { check, type Proof } from '../runner.ts';

/** The bytes and type of a public file, or why it could not be had. */
async function fetchFile(url: string): Promise<{ status: number; type: string; bytes: Buffer }> {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

export const photoProof: Proof = {
  name: 'a photo uploaded through one instance is processed and served through the other',
  async run(cluster, note) {
    const [first, second] = twoInstances(cluster);
    const altText = `Cluster photo ${Date.now()}`;
    const uploaded = await uploadPhoto(first.url, cluster.cookie, await photo(2400, 1600), altText);
    check(
      uploaded.status === 201,
      `upload through ${first.port}: ${uploaded.status} ${JSON.stringify(uploaded.body)}`,
    );
    note(`uploaded through ${first.port}`);

    const listUrl = `${mediaPaths.list}?category=All`;
    let item: MediaItem | undefined;
    await waitUntil(
      async () => {
        const list = await call<MediaItem[]>(`${second.url}${listUrl}`, { cookie: cluster.cookie });
        item = list.body.find((candidate) => candidate.alt_text === altText);
        if (item?.status === 'failed') throw new Error(`processing failed: ${item.status_reason}`);
        return item?.status === 'ready';
      },
      60_000,
      `the photo never became ready in ${second.port}'s list (last seen: ${item?.status ?? 'absent'})`,
    );
    const ready = item!;
    note(`processed: ${ready.variants.length} variants, listed as ready by ${second.port}`);

    const files = [ready.media_url, ...ready.variants.map((variant) => variant.url)];
    const absolute = (base: string, url: string) => (/^https?:/.test(url) ? url : `${base}${url}`);
    for (const url of files) {
      const fromSecond = await fetchFile(absolute(second.url, url));
      check(fromSecond.status === 200, `${url} through ${second.port}: ${fromSecond.status}`);
      check(fromSecond.type.startsWith('image/'), `${url} through ${second.port} is ${fromSecond.type}`);
      // Twice through nginx: round-robin hands one request to each instance.
      for (let round = 0; round < 2; round += 1) {
        const viaNginx = await fetchFile(absolute(cluster.nginx.url, url));
        check(viaNginx.status === 200, `${url} through nginx: ${viaNginx.status}`);
        check(viaNginx.bytes.equals(fromSecond.bytes), `${url} through nginx differs from ${second.port}'s`);
      }
    }
    note(`all ${files.length} files served by ${second.port} and twice through nginx, the same bytes`);

    const publicList = expectStatus(
      await call<MediaItem[]>(`${cluster.nginx.url}${listUrl}`),
      200,
      'public gallery through nginx',
    );
    check(
      publicList.some((candidate) => candidate.medias_id === ready.medias_id),
      'the photo is missing from the public gallery through nginx',
    );
  },
};
