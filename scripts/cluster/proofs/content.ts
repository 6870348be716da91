/** Issue 14, item 5: a content change re-renders the page once and both instances serve the new HTML. */
import { contentPaths } from '#shared/api/content-fields';
import { twoInstances, type Cluster } from '../cluster.ts';
import { call, expectStatus, sleep } from '../http.ts';
import { waitUntil } from '../processes.ts';
import { check, type Proof } from '../runner.ts';

/** How many times the instances rendered the site so far, from their logs. */
const renders = (cluster: Cluster) =>
  cluster.instances.reduce(
    (sum, instance) => sum + instance.logLines().filter((line) => line.msg === 'site rendered').length,
    0,
  );

const serves = async (url: string, text: string) => (await (await fetch(url)).text()).includes(text);

export const contentProof: Proof = {
  name: 'a content change re-renders the page once and both instances serve the new HTML',
  async run(cluster, note) {
    const instances = twoInstances(cluster);
    const before = renders(cluster);
    const figures = expectStatus(
      await call<Array<Record<string, unknown>>>(`${cluster.nginx.url}${contentPaths.statistics}`),
      200,
      'impact figures',
    );
    check(figures.length > 0, 'the home page has no impact figures to change');
    const value = 100_000 + Math.floor(Math.random() * 800_000);
    const changed = await call(`${cluster.nginx.url}${contentPaths.statistics}`, {
      method: 'PUT',
      cookie: cluster.cookie,
      body: [{ ...figures[0], value }, ...figures.slice(1)],
    });
    expectStatus(changed, 200, 'saving an impact figure through nginx');
    const savedAt = performance.now();
    for (const instance of instances) {
      await waitUntil(
        () => serves(`${instance.url}/`, `>${value}<`),
        20_000,
        `the home page on ${instance.port} never showed the new figure ${value}`,
      );
      note(
        `${instance.port} serves the new home page ${Math.round(performance.now() - savedAt)} ms after the save`,
      );
    }
    for (let round = 0; round < 2; round += 1)
      check(
        await serves(`${cluster.nginx.url}/`, `>${value}<`),
        'the new home page is missing through nginx',
      );
    // Time for a second rendering, were one to come.
    await sleep(2000);
    const count = renders(cluster) - before;
    note(`rendered ${count} time(s) across the instances`);
    check(count === 1, `the change was rendered ${count} times, not once`);
  },
};
