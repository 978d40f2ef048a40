// What the live page hears of saves: folders watched (a folder's whole tree, or the folder alone), the burst of
// writes one save makes gathered into one call, and the files no one saves (an editor's swap and backup files, the
// judge's own output, installed packages) left out. On Linux, Node.js's own recursive watch (20 and later) watches
// each file's inode, so a save that writes a new file and renames it over the old one (vim, JetBrains, Emacs) is heard
// once and never again: here each folder of the tree is watched by itself instead, which names whatever changes in it.
import { type Dirent, type FSWatcher, readdirSync, realpathSync, statSync, watch } from 'node:fs';
import { basename, join, sep } from 'node:path';

/** The judge's own output and installed packages, within a folder watched: never anyone's save. */
export const BUILD_OR_PACKAGES = /(^|[\\/])(dist|node_modules)[\\/]/;

/** Folders of a tree that are not watched: the judge's output, installed packages, hidden folders (.git). */
const UNWATCHED_FOLDER = /^(dist|node_modules|\..*)$/;

/** Files an editor writes beside the one saved (swap and backup files), which are no one's source. */
const EDITOR_LITTER = /(^\.|~$|\.sw[a-z]$|\.tmp$|^4913$)/;

/** A save is told once its files have been quiet this long (an editor's save is a burst of writes). */
export const SAVE_QUIET_MS = 20;

/** Where fs.watch watches a tree from the system's own events, whatever replaces a file: macOS and Windows. */
const NATIVE_TREE = process.platform === 'darwin' || process.platform === 'win32';

const inside = (file: string, dir: string) => file === dir || file.startsWith(dir + sep);

/** The same folder however it is reached (a symlinked folder, a relative path). */
function real(folder: string): string {
  try {
    return realpathSync(folder);
  } catch {
    return folder;
  }
}

interface Watched {
  watcher: FSWatcher;
  /** The folder as it was named: the files heard in it are named from this path. */
  path: string;
  /** Its whole tree is watched (by the system, or folder by folder). */
  tree: boolean;
}

export class SaveWatcher {
  /** Each folder watched, by its real path. */
  private readonly folders = new Map<string, Watched>();
  private saved = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  /** `onSaved` hears the files of each save, once they have been quiet for SAVE_QUIET_MS. */
  constructor(private readonly onSaved: (files: string[]) => void) {}

  /**
   * Watches a folder: with `tree`, every folder under it too, those made later included (but the UNWATCHED_FOLDER
   * ones). A folder watched already as asked, or within a tree watched, is left as it is; a folder not there is not
   * watched.
   */
  watch(folder: string, tree: boolean): void {
    const key = real(folder);
    if (this.closed || this.covers(key, tree)) return;
    if (tree && !NATIVE_TREE) this.watchTree(key, folder, false);
    else this.watchOne(key, folder, tree);
  }

  close(): void {
    this.closed = true;
    for (const { watcher } of this.folders.values()) watcher.close();
    this.folders.clear();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private covers(key: string, tree: boolean): boolean {
    const own = this.folders.get(key);
    if (own && (own.tree || !tree)) return true;
    for (const [dir, watched] of this.folders) if (watched.tree && inside(key, dir)) return true;
    return false;
  }

  /** Watches a folder and each folder under it, one by one; with `tell`, the files found are heard (a folder new). */
  private watchTree(key: string, path: string, tell: boolean): void {
    if (!this.watchOne(key, path, true)) return;
    let entries: Dirent[];
    try {
      entries = readdirSync(path, { withFileTypes: true });
    } catch {
      return; // gone again
    }
    for (const entry of entries) {
      if (entry.isDirectory()) {
        if (!UNWATCHED_FOLDER.test(entry.name)) this.watchTree(join(key, entry.name), join(path, entry.name), tell);
      } else if (tell) this.heard(join(path, entry.name), entry.name);
    }
  }

  /** One folder's watcher (with `tree` on macOS and Windows, the system's for its whole tree); false where none can be. */
  private watchOne(key: string, path: string, tree: boolean): boolean {
    const old = this.folders.get(key);
    if (old && (old.tree || !tree)) return true;
    if (old) this.unwatch(key);
    const byFolder = tree && !NATIVE_TREE;
    let watcher: FSWatcher;
    try {
      watcher = watch(path, { recursive: tree && NATIVE_TREE }, (_event, name) => {
        if (name) this.changed(key, path, String(name), byFolder);
      });
    } catch {
      return false; // not there (a folder named before it is made), or not a folder
    }
    // A folder removed, or one that can no longer be read: no longer watched, and the server goes on.
    watcher.on('error', () => this.unwatch(key));
    this.folders.set(key, { watcher, path, tree });
    return true;
  }

  /**
   * An entry of a watched folder changed (`name`: its path from that folder): a file is heard; a folder new to a tree
   * watched folder by folder is watched, and the files in it heard; a folder gone is no longer watched.
   */
  private changed(key: string, path: string, name: string, byFolder: boolean): void {
    const file = join(path, name);
    if (byFolder && !UNWATCHED_FOLDER.test(name)) {
      const entryKey = join(key, name);
      let isFolder = false;
      try {
        isFolder = statSync(file).isDirectory();
      } catch {
        for (const dir of [...this.folders.keys()]) if (inside(dir, entryKey)) this.unwatch(dir);
      }
      if (isFolder) {
        if (!this.folders.has(entryKey)) this.watchTree(entryKey, file, true);
        return;
      }
    }
    this.heard(file, name);
  }

  private unwatch(key: string): void {
    this.folders.get(key)?.watcher.close();
    this.folders.delete(key);
  }

  /**
   * A file written (`name`: its path from the folder watched, where the judge's output is told from a save, as the
   * folder itself may lie anywhere): told with the others of its save once they have been quiet.
   */
  private heard(file: string, name: string): void {
    if (this.closed || EDITOR_LITTER.test(basename(file)) || BUILD_OR_PACKAGES.test(name)) return;
    this.saved.add(file);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      const files = [...this.saved];
      this.saved = new Set();
      this.onSaved(files);
    }, SAVE_QUIET_MS);
  }
}
