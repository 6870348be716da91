import { useCallback, useState } from 'react';
import { PictureDialog, type ChosenPicture } from '#client/features/media/media-library.ts';

type Resolve = (picture: ChosenPicture | null) => void;

/**
 * Lets the page editor ask for a picture: `choose()` opens the picture dialog (the library's photos, a
 * search and an upload) and resolves with the one picked, or null when the administrator closes it.
 */
export function usePictureChooser() {
  const [pending, setPending] = useState<Resolve | null>(null);
  const choose = useCallback(
    () => new Promise<ChosenPicture | null>((resolve) => setPending(() => resolve)),
    [],
  );
  const answer = (picture: ChosenPicture | null) => {
    pending?.(picture);
    setPending(null);
  };
  const dialog = pending ? <PictureDialog onClose={answer} /> : null;
  return { choose, dialog };
}
