/**
 * What a file connector needs of its protocol (STYLE.md, after unstorage's drivers): a
 * {@link FileStore} is one signed-in session with a server, bucket or container. The shared logic
 * (which files, names, size limits, after-process, connection tests) is in connector.ts; a driver
 * writes only the protocol part and the mapping of its errors.
 */
import type { Readable } from 'node:stream';
import type { ConnectorContext, NodeType, OutgoingFile } from '../contract.ts';
import type { ConnectorError, ConnectorSide } from '../errors.ts';

/** One entry of a directory listing. Directories and links are left out by the store. */
export interface StoreEntry {
  /** The base name. */
  name: string;
  /** The full path or key (what read, rename and delete take). */
  path: string;
  size: number;
  /** ETag, generation, or the modification time (ISO 8601): changes when the content does. */
  version: string;
}

/** A signed-in session (one connection, or one SDK client). Errors are thrown raw; the driver's `classify` maps them. */
export interface FileStore {
  /**
   * The files directly in `directory` (`''`: the root or login directory), page by page.
   * @throws when the directory does not exist (the driver's classify says DIRECTORY_MISSING).
   */
  list(directory: string): AsyncIterable<StoreEntry>;
  /** Whether `directory` exists and is a directory (`''` always does; object stores, whose folders are key prefixes, always answer true). */
  directoryExists(directory: string): Promise<boolean>;
  /** Opens a file for reading. The stream stays usable after the call; close() after it ends. */
  read(path: string): Promise<Readable>;
  /**
   * Writes `file` at `path` so that no reader ever sees part of it: under `temporaryPath` then
   * renamed over `path` (FTP, SFTP), or as one committed upload (object stores, which ignore
   * `temporaryPath`). Writing the same path again replaces the file.
   */
  write(path: string, temporaryPath: string, file: OutgoingFile): Promise<void>;
  /** Renames (object stores: copies then deletes). Fails when `to` exists. */
  rename(from: string, to: string): Promise<void>;
  delete(path: string): Promise<void>;
  /** Ends the session; never throws. */
  close(): Promise<void>;
}

/** The protocol part of a file connector. `S` is its parsed settings. */
export interface FileBackend<S> {
  nodeType: NodeType;
  /**
   * Checks the decrypted configuration and returns the settings.
   * @throws ConnectorError CONFIGURATION_INVALID naming the field, never a value.
   */
  parse(configuration: unknown): S;
  /** Where the connector points, without secrets, e.g. `sftp://files.example.com:22` or `s3://bucket`. */
  location(settings: S): string;
  /** Signs in (through ctx.guard). Throws raw errors; they go through `classify`. */
  open(settings: S, ctx: ConnectorContext, side: ConnectorSide): Promise<FileStore>;
  /** Turns a raw error of this protocol into a ConnectorError whose message names `location` and the cause. */
  classify(err: unknown, side: ConnectorSide, location: string, settings: S): ConnectorError;
  /** The settings every file connector has. */
  files(settings: S): FileSettings;
}

/** The `directory_path`, `file_name`, `file_extension` and `advanced_config` of a file connector. */
export interface FileSettings {
  /** Without leading `./` or trailing `/`; '' for the root or login directory. */
  directory: string;
  /** OUTPUT: the file name template without extension (placeholders allowed). */
  fileName?: string;
  /** OUTPUT: the extension in lower case (`csv`, `xlsx`, `xml`, `json`). */
  extension?: string;
  afterProcess: 'DELETE' | 'RENAME' | 'UNCHANGED';
  /** RENAME: the new name template. */
  newName?: string;
  inclusion: string[];
  exclusion: string[];
}
