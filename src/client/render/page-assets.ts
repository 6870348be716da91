/** What the prerenderer reads from Vite's manifest for one page. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  /** Files the chunk's stylesheets refer to (fonts, pictures). */
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The stylesheets and scripts of a page's chunk and of everything it imports, found by the page module's
 * source path. A page the manifest does not know is a build error, never a page shipped unstyled.
 */
export function pageAssets(manifest: Manifest, pageModule: string): { css: string[]; js: string[] } {
  if (!manifest[pageModule]) throw new Error(`The build has no chunk for ${pageModule}`);
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(pageModule);
  return { css: [...css], js: [...js] };
}
