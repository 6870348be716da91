/**
 * What other dashboard features use of the media library: its pages of items (with the polling while an
 * upload is processed), the upload of Insert Media and the gallery's current categories, so a picture can be
 * chosen or added elsewhere.
 */
export { useMediaPages } from './api/get-media-pages.ts';
export { useSubmitMedia, UploadNetworkError } from './api/submit-media.ts';
export { useCategoryNames } from './api/get-media-categories.ts';
