import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { userMessageOf } from '../../app/api';

/** What a download is: a key telling which button started it, its words, its file name, and how to fetch it. */
export type Download = { key: string; what: string; fileName: string; fetch: () => Promise<Blob> };

/** Saves a file the browser fetched (the token rides in the header, so a plain link would not do). */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** One download at a time: its key while it runs (for the page's progress), a toast when it fails. */
export function useReportDownload(failedTitle: string) {
  return useMutation({
    mutationFn: async (d: Download) => save(await d.fetch(), d.fileName),
    onError: (error) => {
      const message = userMessageOf(error);
      if (message) notifications.show({ color: 'red', title: failedTitle, message });
    },
  });
}
