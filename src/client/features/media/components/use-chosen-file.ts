import { useCallback, useEffect, useRef, useState } from 'react';

/** The chosen file and a blob: address to preview it, released when replaced or when the form goes away. */
export function useChosenFile() {
  const [chosen, setChosen] = useState<{ file: File; url: string | null } | null>(null);
  const current = useRef<string | null>(null);

  const choose = useCallback((file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    const url = file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    current.current = url;
    setChosen(file ? { file, url } : null);
  }, []);

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );

  return { file: chosen?.file ?? null, previewUrl: chosen?.url ?? null, choose };
}
