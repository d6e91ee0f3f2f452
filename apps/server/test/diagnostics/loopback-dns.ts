import dgram from 'node:dgram';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

// A real DNS server on loopback UDP (RFC 1035 §4): it parses each query and answers TXT and MX
// from a table, NXDOMAIN for names it does not know, and an empty answer for a known name
// without that type. `silent` binds the port and never answers (the timeout case).

export interface DnsZone {
  txt?: Record<string, string[]>;
  mx?: Record<string, { priority: number; exchange: string }[]>;
}

const TYPE_TXT = 16;
const TYPE_MX = 15;

export async function startDnsServer(zone: DnsZone, options: { silent?: boolean } = {}) {
  const socket = dgram.createSocket('udp4');
  const queries: { name: string; type: number }[] = [];
  socket.on('message', (query, peer) => {
    const question = readQuestion(query);
    if (!question) return;
    queries.push({ name: question.name, type: question.type });
    if (options.silent) return;
    socket.send(answer(query, question, zone), peer.port, peer.address);
  });
  socket.bind(0, '127.0.0.1');
  await once(socket, 'listening');
  const { port } = socket.address() as AddressInfo;
  return {
    server: `127.0.0.1:${port}`,
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

interface Question {
  name: string;
  type: number;
  /** Offset just past the question (the end of the section we echo back). */
  end: number;
}

function readQuestion(message: Buffer): Question | null {
  if (message.length < 12 || message.readUInt16BE(4) !== 1) return null;
  const labels: string[] = [];
  let offset = 12;
  while (offset < message.length) {
    const length = message.readUInt8(offset);
    offset += 1;
    if (length === 0) break;
    labels.push(message.toString('latin1', offset, offset + length));
    offset += length;
  }
  if (offset + 4 > message.length) return null;
  return {
    name: labels.join('.').toLowerCase(),
    type: message.readUInt16BE(offset),
    end: offset + 4,
  };
}

function answer(query: Buffer, question: Question, zone: DnsZone): Buffer {
  const known = question.name in (zone.txt ?? {}) || question.name in (zone.mx ?? {});
  const records =
    question.type === TYPE_TXT
      ? (zone.txt?.[question.name] ?? []).map((text) => txtRecord(text))
      : question.type === TYPE_MX
        ? (zone.mx?.[question.name] ?? []).map((mx) => mxRecord(mx.priority, mx.exchange))
        : [];
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2);
  const recursionDesired = query.readUInt8(2) & 0x01;
  header.writeUInt8(0x80 | 0x04 | recursionDesired, 2); // QR, authoritative answer, RD as asked
  header.writeUInt8(0x80 | (known ? 0 : 3), 3); // RA; NXDOMAIN for unknown names
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(records.length, 6);
  const answers = records.map((rdata) => {
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0); // pointer to the question's name
    fixed.writeUInt16BE(question.type, 2);
    fixed.writeUInt16BE(1, 4); // IN
    fixed.writeUInt32BE(60, 6);
    fixed.writeUInt16BE(rdata.length, 10);
    return Buffer.concat([fixed, rdata]);
  });
  return Buffer.concat([header, query.subarray(12, question.end), ...answers]);
}

/** TXT RDATA: character-strings of at most 255 bytes each. */
function txtRecord(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  const parts: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += 255) {
    const chunk = bytes.subarray(offset, offset + 255);
    parts.push(Buffer.from([chunk.length]), chunk);
  }
  return Buffer.concat(parts);
}

function mxRecord(priority: number, exchange: string): Buffer {
  const preference = Buffer.alloc(2);
  preference.writeUInt16BE(priority, 0);
  const labels = exchange
    .split('.')
    .map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)]));
  return Buffer.concat([preference, ...labels, Buffer.from([0])]);
}
