import { UPLOAD_BATCH_MAX } from './upload-limits.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "3 photos", "1 photo and 2 videos": what a number of files are, by kind. */
export function photosAndVideos(photos: number, videos: number): string {
  const parts = [
    photos > 0 ? plural(photos, 'photo', 'photos') : null,
    videos > 0 ? plural(videos, 'video', 'videos') : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' and ') : plural(0, 'file', 'files');
}

/** The words of Insert Media's upload of many files, in one place for the form and its tests. */
export const insertMediaTexts = {
  dropHint: `Drag and drop photos or videos here (up to ${UPLOAD_BATCH_MAX} at once), or`,
  chooseFiles: 'Choose files',
  listTitle: 'Files to upload',
  describeHint:
    'For visitors who cannot see them, say in a sentence what each photo or video shows, for example “Children watching a rocket model at the ISRO show”.',
  /** The label a screen reader reads: which file the description is of. */
  describe: (isVideo: boolean) => (isVideo ? 'Describe the video' : 'Describe the photo'),
  previewOf: (name: string) => `Preview of ${name}`,
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  retry: 'Try again',
  retryLabel: (name: string) => `Try again to upload ${name}`,
  progressOf: (name: string) => `Upload progress of ${name}`,
  waiting: 'Waiting to upload',
  starting: 'Starting...',
  sent: (percent: number, loaded: string, total: string) => `${percent}% sent (${loaded} of ${total})`,
  uploaded: 'Uploaded',
  tooMany: (skipped: number) =>
    `At most ${UPLOAD_BATCH_MAX} files can be uploaded at once: ${plural(skipped, 'file was', 'files were')} not added. Add ${skipped === 1 ? 'it' : 'them'} once these are uploaded.`,
  duplicate: (name: string) => `${name} is already listed.`,
  leaveWhileUploading:
    'Files are still uploading. Leave this panel and stop the uploads not yet finished? The files already uploaded are kept. Choose Cancel to stay until they are done.',
  uploading: (done: number, count: number) =>
    `Uploading: ${done} of ${count} done. Keep this panel open until the uploads end: leaving it stops them.`,
  arrived: (photos: number, videos: number) => `${photosAndVideos(photos, videos)} uploaded`,
  someFailed: (failed: number) =>
    `${plural(failed, 'file was', 'files were')} not uploaded: ${failed === 1 ? 'it stays' : 'they stay'} listed with the reason. Choose Submit to try again.`,
  cancelledNothingSaved: 'Upload cancelled. Nothing was saved.',
  cancelledSomeSaved: (photos: number, videos: number) =>
    `Upload cancelled. ${photosAndVideos(photos, videos)} uploaded; the others stay listed.`,
  cancel: 'Cancel',
} as const;
