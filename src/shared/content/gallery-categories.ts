/**
 * The three categories of SPEC.md section 3, in the order the gallery shows them: what a fresh install
 * starts with. The administrator edits the list afterwards (Gallery categories), so the current categories
 * come from the server (the rendered site content, GET /api/media/categories), never from here.
 */
export const defaultGalleryCategories = [
  'ISRO Show',
  'Free English Speaking Class Photos',
  'Free Cyber Security Session in Gov. School',
] as const;
