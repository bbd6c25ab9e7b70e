// The state of an image upload field (the edition's logo, a sponsor's logo): the size checked before
// sending, busy while it goes, and the server's message when it refuses the file.
import { useState } from 'react';
import { IMAGE_MAX_BYTES } from '@shared/schemas/event-patch';
import { apiErrorMessage } from '@/lib/api';

export function useImageUpload(send: (file: File) => Promise<void>, failure: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > IMAGE_MAX_BYTES) return setError('The image is larger than 256 KB');
    setBusy(true);
    try {
      await send(file);
    } catch (err) {
      setError(apiErrorMessage(err, failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, onFile };
}
