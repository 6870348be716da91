/**
 * What other dashboard features use of the media library: the picture dialog, the one place a picture is
 * chosen (or uploaded to the library) for a page, a team photo, a slide or a logo.
 */
export { PictureDialog, type ChosenPicture } from './components/picture-dialog.tsx';
