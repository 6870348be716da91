import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadProgress } from '../api/submit-media.ts';
import { UPLOAD_BATCH_MAX } from '../upload-limits.ts';

/** Where one listed file is: waiting for Submit (or its turn), being sent, arrived, or refused. */
export type ChosenFileStatus = 'waiting' | 'sending' | 'uploaded' | 'failed';

export interface ChosenFile {
  id: string;
  file: File;
  /** A blob: address to preview a photo, or null (a video, or no preview possible). */
  previewUrl: string | null;
  description: string;
  status: ChosenFileStatus;
  progress: UploadProgress | null;
  /** The server's (or the connection's) reason, once refused. */
  error: string | null;
}

export type ChosenFileChange = Partial<Pick<ChosenFile, 'description' | 'status' | 'progress' | 'error'>>;

const previewOf = (file: File) =>
  file.type.startsWith('image/') && typeof URL.createObjectURL === 'function'
    ? URL.createObjectURL(file)
    : null;

/**
 * The files chosen for one upload, each with its own description and state, and the blob: addresses that
 * preview them, released when a file leaves the list or the form goes away.
 */
export function useChosenFiles() {
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const previews = useRef(new Map<string, string>());
  const serial = useRef(0);

  /** Lists the files, as many as fit under the limit; answers how many did not fit. */
  const add = useCallback(
    (incoming: File[]): number => {
      const taken = incoming.slice(0, Math.max(UPLOAD_BATCH_MAX - files.length, 0));
      const rows = taken.map((file): ChosenFile => {
        serial.current += 1;
        const id = `file-${serial.current}`;
        const previewUrl = previewOf(file);
        if (previewUrl) previews.current.set(id, previewUrl);
        return { id, file, previewUrl, description: '', status: 'waiting', progress: null, error: null };
      });
      if (rows.length > 0) setFiles((current) => [...current, ...rows]);
      return incoming.length - taken.length;
    },
    [files.length],
  );

  const update = useCallback((id: string, change: ChosenFileChange) => {
    setFiles((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row)));
  }, []);

  const remove = useCallback((ids: readonly string[]) => {
    for (const id of ids) {
      const url = previews.current.get(id);
      if (url) URL.revokeObjectURL(url);
      previews.current.delete(id);
    }
    setFiles((current) => current.filter((row) => !ids.includes(row.id)));
  }, []);

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  return { files, add, update, remove };
}
