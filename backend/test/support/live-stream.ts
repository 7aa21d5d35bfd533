/** One Server-Sent Events frame as the browser's EventSource reads it. */
export interface LiveFrame {
  id?: string;
  event: string;
  data: unknown;
}

/**
 * An open `text/event-stream` read frame by frame (Node's fetch, as a browser's EventSource
 * would): `next(event)` waits for the next frame of that type, `ended` resolves when the
 * server closes the stream.
 */
export interface LiveStream {
  status: number;
  headers: Headers;
  /** The answer's body when it is not a stream (an error envelope). */
  json?: unknown;
  frames: LiveFrame[];
  /** Every comment and `retry:` line seen. */
  lines: string[];
  next: (event: string, match?: (data: any) => boolean) => Promise<LiveFrame>;
  ended: Promise<void>;
  close: () => void;
}

export async function openLiveStream(base: string, companyId: number, query: Record<string, string>, headers: Record<string, string> = {}): Promise<LiveStream> {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/company/${companyId}/events?${new URLSearchParams(query)}`, { headers: { Accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const frames: LiveFrame[] = [];
  const lines: string[] = [];
  const waiting: { event: string; match: (data: any) => boolean; resolve: (frame: LiveFrame) => void }[] = [];
  // Each frame answers one next() at most.
  const taken = new Set<LiveFrame>();
  const settle = () => {
    for (const wait of [...waiting]) {
      const found = frames.find((frame) => !taken.has(frame) && frame.event === wait.event && wait.match(frame.data));
      if (found) {
        taken.add(found);
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve(found);
      }
    }
  };
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    return { status: res.status, headers: res.headers, json: await res.json(), frames, lines, next: () => Promise.reject(new Error('no stream')), ended: Promise.resolve(), close: () => undefined };
  }
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const frame: Partial<LiveFrame> = {};
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) frame.id = line.slice(4);
            else if (line.startsWith('event: ')) frame.event = line.slice(7);
            else if (line.startsWith('data: ')) frame.data = JSON.parse(line.slice(6));
            else lines.push(line);
          }
          if (frame.event) frames.push(frame as LiveFrame);
        }
        settle();
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: res.status,
    headers: res.headers,
    frames,
    lines,
    next: (event, match = () => true) =>
      new Promise((resolve) => {
        waiting.push({ event, match, resolve });
        settle();
      }),
    ended,
    close: () => abort.abort(),
  };
}
