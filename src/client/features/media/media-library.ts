/**
 * What other dashboard features use of the media library: its pages of items (with the polling while an
 * upload is processed) and the upload of Insert Media, so a picture can be chosen or added elsewhere.
 */
export { useMediaPages } from './api/get-media-pages.ts';
export { useSubmitMedia, UploadNetworkError } from './api/submit-media.ts';
