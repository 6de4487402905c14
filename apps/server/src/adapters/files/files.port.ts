/**
 * Where uploaded files (office logos, later documents) are kept. Keys are relative paths made by the server
 * (`logos/<name>`), never by the client. Default adapter: folders under DATA_DIR/files; an S3-compatible
 * store can take its place behind the same three calls.
 */
export type FilesPort = {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
};

/** A key the server made: folder and file name of letters, digits, dots, dashes; no way out of the root. */
export const SAFE_KEY = /^[a-z]+\/[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;
