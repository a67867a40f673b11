/** A one-line progress bar on an interactive terminal; silent anywhere else. */
export interface Progress {
  tick(): void;
  done(): void;
}

const WIDTH = 30;
const REDRAW_MS = 100;
/** Short runs finish before a bar would help; it appears only for this many files or more. */
export const PROGRESS_MIN_FILES = 20;

export function createProgress(stream: NodeJS.WriteStream, total: number, now: () => number = Date.now): Progress {
  if (!stream.isTTY || total < PROGRESS_MIN_FILES) return { tick() {}, done() {} };
  let count = 0;
  let drawnAt = Number.NEGATIVE_INFINITY;
  const draw = () => {
    const filled = Math.round((count / total) * WIDTH);
    stream.write(`\r[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${count}/${total} files`);
    drawnAt = now();
  };
  return {
    tick() {
      count++;
      if (now() - drawnAt >= REDRAW_MS || count === total) draw();
    },
    done() {
      stream.write('\r\u001b[2K');
    },
  };
}
