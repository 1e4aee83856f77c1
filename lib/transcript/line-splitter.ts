const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;

export type RawLine = {
  /** 1-based line number. */
  line: number;
  /** The line's bytes without "\n" (a trailing "\r" is kept: decodeLine strips it). */
  bytes: Uint8Array;
};

/**
 * Splits a byte stream into lines as the bytes arrive, so no file is ever held whole.
 * Pieces of a line that spans chunks are kept until its newline comes; a 13 MB line costs
 * 13 MB once, never the file.
 *
 * @example
 * const split = createLineSplitter();
 * split.push(bytes, (l) => handle(l));
 * split.end((l) => handle(l));
 */
export function createLineSplitter() {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let lineNumber = 0;

  function takeLine(tail: Uint8Array): Uint8Array {
    if (pending.length === 0) return tail;
    const whole = new Uint8Array(pendingBytes + tail.length);
    let offset = 0;
    for (const piece of pending) {
      whole.set(piece, offset);
      offset += piece.length;
    }
    whole.set(tail, offset);
    pending = [];
    pendingBytes = 0;
    return whole;
  }

  return {
    push(chunk: Uint8Array, onLine: (line: RawLine) => void): void {
      let start = 0;
      for (;;) {
        const end = chunk.indexOf(NEWLINE, start);
        if (end === -1) break;
        lineNumber += 1;
        onLine({ line: lineNumber, bytes: takeLine(chunk.subarray(start, end)) });
        start = end + 1;
      }
      if (start < chunk.length) {
        // Copy: the caller may reuse its buffer once push returns.
        // Buffer#slice is a view, not a copy: Uint8Array's slice always copies.
        const rest = Uint8Array.prototype.slice.call(chunk, start);
        pending.push(rest);
        pendingBytes += rest.length;
      }
    },
    /** Flushes a last line that has no final newline. */
    end(onLine: (line: RawLine) => void): void {
      if (pendingBytes === 0) return;
      lineNumber += 1;
      onLine({ line: lineNumber, bytes: takeLine(new Uint8Array(0)) });
    },
    get lines(): number {
      return lineNumber;
    },
  };
}

const decoder = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
const BOM = "\uFEFF";

/**
 * Decodes one line as SPEC section 4 defines: invalid UTF-8 becomes U+FFFD (as TextDecoder
 * does), a trailing "\r" is dropped, and a BOM is dropped on line 1 only.
 */
export function decodeLine({ line, bytes }: RawLine): string {
  const end =
    bytes.length > 0 && bytes[bytes.length - 1] === CARRIAGE_RETURN
      ? bytes.length - 1
      : bytes.length;
  const text = decoder.decode(bytes.subarray(0, end));
  return line === 1 && text.startsWith(BOM) ? text.slice(1) : text;
}
