import type { MediaType } from '#shared/api/media';

/** What the server accepts, by type: the file picker offers only these. */
export const acceptByType: Record<MediaType | '', string> = {
  Photo: 'image/jpeg,image/png,image/webp,image/avif,image/gif',
  Video: 'video/mp4,video/webm',
  '': 'image/jpeg,image/png,image/webp,image/avif,image/gif,video/mp4,video/webm',
};

/** The type a file's own MIME type suggests, to preselect when none is chosen yet. */
export function typeOfFile(file: File): MediaType | '' {
  if (file.type.startsWith('image/')) return 'Photo';
  if (file.type.startsWith('video/')) return 'Video';
  return '';
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const isPhoto = (type: string) => type.toLowerCase() === 'photo';
