/**
 * How the client build splits the public pages' islands into chunks (decision 011, issue 12): every island
 * needs React, react-dom's client and the islands' runtime, so they are one chunk; the small modules two or
 * more islands share (buttons, icons, messages, hooks) are one more; the scripts without React
 * (enhancements) one more. A page then asks for a handful of
 * scripts instead of two dozen, each of which cost a request's headers on a slow phone.
 */
import type { CodeSplittingOptions } from 'rolldown';

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

const REGISTRY = /src[\\/]client[\\/]islands[\\/]island-registry\.ts$/;
const RUNTIME =
  /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]client[\\/]islands[\\/](hydrate-island|island-root|island-router)\.tsx$/;
const OWN_CODE = /[\\/]src[\\/]client[\\/]/;
const STARTER_NEEDS =
  /src[\\/]shared[\\/]save-data\.ts$|src[\\/]client[\\/]lib[\\/]first-touch\.ts$|vite[\\/]preload-helper|rolldown[\\/]runtime/;
/** The scripts without React (src/client/enhancements) and what they need; not their registry. */
const ENHANCEMENTS = /src[\\/]client[\\/]enhancements[\\/](?!enhancement-registry)[\w-]+\.ts$/;

/** How many islands reach each module through static imports; worked out once per build. */
function islandsReaching(graph: ModuleGraph, registryId: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const island of graph.getModuleInfo(registryId)?.dynamicallyImportedIds ?? []) {
    const seen = new Set<string>();
    const walk = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      graph.getModuleInfo(id)?.importedIds.forEach(walk);
    };
    graph.getModuleInfo(island)?.importedIds.forEach(walk);
    seen.forEach((id) => counts.set(id, (counts.get(id) ?? 0) + 1));
  }
  return counts;
}

export function islandChunks(): CodeSplittingOptions {
  let shared: Map<string, number> | undefined;
  let registryId: string | undefined;
  return {
    groups: [
      // What the starter needs (the data-saver mark's name, Vite's preload helper) is one small script
      // beside it, so a page asks for no chunk of the islands, nor React, on arrival.
      { name: 'start-islands', test: STARTER_NEEDS, priority: 4 },
      // The parts that move before React (the hero, the invitation) are one small chunk and no React, and
      // the constants they share with the islands come with them.
      { name: 'enhancements', test: ENHANCEMENTS, priority: 3 },
      { name: 'react', test: RUNTIME, priority: 2 },
      {
        name: (id, graph) => {
          if (!registryId) return null;
          shared ??= islandsReaching(graph, registryId);
          // An island itself stays a chunk of its own, loaded by name.
          const island = graph.getModuleInfo(registryId)?.dynamicallyImportedIds.includes(id);
          return !island && (shared.get(id) ?? 0) >= 2 ? 'islands-shared' : null;
        },
        test: (id) => {
          if (REGISTRY.test(id)) registryId = id;
          return OWN_CODE.test(id);
        },
        priority: 1,
      },
    ],
  };
}
