import type { NoticeRef } from '@mhq/domain';
import { createContext, type ReactNode, useContext } from 'react';

/** A notice as the area shows it: its rank and version, a short title, the text and its one action. */
export type ShellNoticeEntry = NoticeRef & {
  title: string;
  body: ReactNode;
  action?: ReactNode;
  /** An accent the kind is known by (yellow for a deadline, orange for money held, the brand for news). */
  color: string;
  icon: ReactNode;
  /** Also told when the user dismisses it (the announcement keeps the spec's hidden-banner cookie). */
  onDismiss?: () => void;
};

export type NoticeRegistry = {
  put: (entry: ShellNoticeEntry) => void;
  remove: (id: string) => void;
};

export const NoticeRegistryContext = createContext<NoticeRegistry | null>(null);

export const useNoticeRegistry = () => useContext(NoticeRegistryContext);
