import { useState } from 'react';
import { userMessageOf } from '../../app/api';

/** A sign-in page's request: busy while it runs, and the server's message when it fails. */
export function useAuthRequest() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(request: () => Promise<void>): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      await request();
    } catch (err) {
      const message = userMessageOf(err);
      if (message) setError(message);
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}
