/** The words of the picture dialog, the one place a picture is chosen or uploaded in the dashboard. */
export const pictureDialogTexts = {
  title: 'Choose a picture',
  close: 'Close',
  libraryHeading: 'Photos in the media library',
  search: 'Search by description',
  searchHint: 'Words of the photo’s description, e.g. rocket show.',
  loading: 'Loading photos...',
  loadFailed: 'The photos could not be loaded. Please try again.',
  libraryEmpty: 'The media library has no ready photos yet. Upload one below.',
  noneFound: (search: string) => `No photo’s description contains “${search}”.`,
  processing: 'Still being prepared. It can be chosen in a moment.',
  loadMore: 'Load more photos',
  loadingMore: 'Loading more photos...',
  use: (description: string) => `Use this photo: ${description}`,
  noDescription: 'photo without a description',
  uploadHeading: 'Or upload a new photo',
  uploadHint:
    'It is kept in the media library only, not shown in the gallery. It appears first in the list above when it is ready.',
  uploadFile: 'Photo file',
  describe: 'Describe the photo',
  upload: 'Upload',
  uploading: 'Uploading...',
  uploadNeedsFile: 'Please choose a photo file.',
  uploaded: 'Uploaded. The photo appears first in the list above when it is ready.',
  uploadNotYours:
    'New photos are added to the media library by an editor or an owner; ask one of them to upload it.',
} as const;
