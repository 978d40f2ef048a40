// A warm host started ahead of the run that will use it (the live page's next save): the start of the host process
// and its worker threads, a few hundred milliseconds, is taken off the time from a save to its answers. The spare's
// workers start with no module and each loads the run's own when it is given one, so none has run another module
// before (a worker reused across saves would keep what an earlier solution left on its globals); the modules it may
// load are the files of one folder, which it may read in its sandbox.
import { rmSync } from 'node:fs';
import type { Sandbox } from '../sandbox/index.ts';
import { WarmHost } from './warm-pool.ts';

/** What a spare is started for; a run takes it only where these are its own. */
export interface SpareSettings {
  /** The folder the run's module is written to (one per problem and file judged). */
  folder: string;
  workers: number;
  heapMb: number;
  /** The host's memory limit (answerInWarmWorkers: a worker's heap for each lane, and one for the host itself). */
  memoryMb: number;
  sandbox: Sandbox | null;
}

/** The keepers with a spare started and not closed: ended at this process's exit by one handler. */
const keepers = new Set<WarmSpares>();
const endAll = () => {
  for (const keeper of keepers) keeper.endNow();
};

const keyOf = (s: SpareSettings) => JSON.stringify([s.folder, s.workers, s.heapMb, s.memoryMb, s.sandbox]);

/** One spare host at a time, for the settings of the run that asked last (the problem being edited). */
export class WarmSpares {
  private spare: { key: string; host: WarmHost; ready: Promise<boolean> } | null = null;
  private closed = false;
  /** The folders of the modules its spares were started for: removed with the keeper. */
  private readonly folders = new Set<string>();

  /**
   * The spare for these settings, once its workers are started, or null where there is none for them (or it ended):
   * taken, it is the caller's to use and close.
   */
  async take(settings: SpareSettings): Promise<WarmHost | null> {
    const spare = this.spare;
    if (!spare || spare.key !== keyOf(settings)) return null;
    this.spare = null;
    spare.host.keepsAlive(true);
    if (await spare.ready) return spare.host;
    await spare.host.close();
    return null;
  }

  /** Starts a spare for these settings (for the next run), in place of one for any others. */
  prepare(settings: SpareSettings): void {
    if (this.closed) return;
    const key = keyOf(settings);
    if (this.spare?.key === key) return;
    void this.spare?.host.close();
    this.folders.add(settings.folder);
    const host = new WarmHost(null, settings.heapMb, settings.sandbox, [settings.folder], settings.memoryMb);
    const lanes = Array.from({ length: settings.workers }, (_, id) => host.start(id));
    const ready = Promise.all(lanes).then((started) => !host.gone && started.every((lane) => !lane.dead));
    // Kept, it holds no one's process open: one that is done exits, and the spare and its folders go with it.
    host.keepsAlive(false);
    if (keepers.size === 0) process.once('exit', endAll);
    keepers.add(this);
    this.spare = { key, host, ready };
  }

  /** At this process's exit (nothing awaited): the spare ended, the folders removed. */
  endNow(): void {
    this.spare?.host.endNow();
    this.removeFolders();
  }

  private removeFolders(): void {
    for (const folder of this.folders) rmSync(folder, { recursive: true, force: true });
  }

  /** Ends the spare, if one is kept, and removes the folders of modules it was kept for. */
  async close(): Promise<void> {
    this.closed = true;
    keepers.delete(this);
    if (keepers.size === 0) process.removeListener('exit', endAll);
    const spare = this.spare;
    this.spare = null;
    await spare?.host.close();
    this.removeFolders();
  }
}
