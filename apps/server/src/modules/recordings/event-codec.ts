import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants } from 'node:zlib';
import { recordingEventSchema, type RecordingEvent } from '@jokerwise/contracts';
import { z } from 'zod';

// Batches are stored as brotli-compressed JSON. The async zlib calls run on the thread pool, so
// a 512 KB batch never holds the event loop (docs/architecture.md#security-baseline).

const compress = promisify(brotliCompress);
const decompress = promisify(brotliDecompress);

/** Quality 5: most of brotli's gain on DOM snapshots at a fraction of quality 11's time. */
const QUALITY = 5;

export async function encodeEvents(events: readonly RecordingEvent[]): Promise<Buffer> {
  return compress(Buffer.from(JSON.stringify(events)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: QUALITY },
  });
}

const storedEvents = z.array(recordingEventSchema);

export async function decodeEvents(stored: Buffer): Promise<RecordingEvent[]> {
  const json: unknown = JSON.parse((await decompress(stored)).toString('utf8'));
  return storedEvents.parse(json);
}
