/** Issue 14, item 5: a notification added through one instance is on the other's list within 1 s. */
import type { Notification } from '#shared/api/notifications';
import { notificationPaths } from '#shared/api/notification-paths';
import { twoInstances } from '../cluster.ts';
import { call, expectStatus, sleep } from '../http.ts';
import { check, type Proof } from '../runner.ts';

const WITHIN_MS = 1000;

const lists = async (url: string, title: string) =>
  expectStatus(await call<Notification[]>(url), 200, url).some((notice) => notice.title === title);

export const notificationProof: Proof = {
  name: "a notification added through one instance is on the other's /api/get_notifications within 1 s",
  async run(cluster, note) {
    const [first, second] = twoInstances(cluster);
    for (const [writer, reader] of [
      [first, second],
      [second, first],
    ] as const) {
      const title = `Cluster notice from ${writer.port} at ${new Date().toISOString()}`;
      // The reader holds the list in its answer cache: alone, it would keep serving it for its lifetime.
      expectStatus(await call(`${reader.url}${notificationPaths.list}`), 200, 'list before');
      const added = await call(`${writer.url}${notificationPaths.add}`, {
        cookie: cluster.cookie,
        body: { title, description: 'Added on one instance, read on the other.' },
      });
      expectStatus(added, 201, `add_notification through ${writer.port}`);
      const savedAt = performance.now();
      let seenAfter: number | undefined;
      while (performance.now() - savedAt <= WITHIN_MS) {
        if (await lists(`${reader.url}${notificationPaths.list}`, title)) {
          seenAfter = performance.now() - savedAt;
          break;
        }
        await sleep(20);
      }
      check(
        seenAfter !== undefined,
        `added through ${writer.port}: not on ${reader.port}'s list ${WITHIN_MS} ms after the answer`,
      );
      note(
        `added through ${writer.port}, listed by ${reader.port} ${Math.round(seenAfter)} ms after the answer`,
      );
      for (let round = 0; round < 2; round += 1)
        check(await lists(`${cluster.nginx.url}${notificationPaths.list}`, title), 'missing through nginx');
    }
  },
};
