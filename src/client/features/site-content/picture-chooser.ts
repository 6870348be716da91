/** The page editor's picture chooser, for other panels that write with the page editor (the mail composer). */
export { usePictureChooser } from './components/picture-chooser.tsx';
