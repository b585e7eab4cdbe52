/**
 * Newline-delimited JSON-RPC over a pair of streams (stdin/stdout by default), like the SDK's
 * StdioServerTransport but answering every malformed line (see jsonRpc.ts) instead of dropping
 * it, and refusing an oversized line without closing the connection (the SDK's transport closes
 * past 10 MB). Error messages going out are capped at `MAX_ERROR_MESSAGE` characters.
 */
import type {Readable, Writable} from 'node:stream';
import type {Transport} from '@modelcontextprotocol/sdk/shared/transport.js';
import type {JSONRPCMessage} from '@modelcontextprotocol/sdk/types.js';

import {checkLine} from './jsonRpc';
import {cut, INVALID_REQUEST, MAX_ERROR_MESSAGE} from './rpcErrors';

/** Longest line read, in bytes; a longer one is answered -32600 and skipped. */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;
const NEWLINE = 0x0a;

export interface LineTransportOptions {
  maxLineBytes?: number;
  /** Where notes about ignored messages go (default: stderr). */
  log?: (line: string) => void;
}

export class LineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private chunks: Buffer[] = [];
  private pending = 0;
  /** Skipping the rest of an oversized line. */
  private skipping = false;
  private closed = false;
  private readonly maxLineBytes: number;
  private readonly log: (line: string) => void;

  constructor(
    private readonly input: Readable = process.stdin,
    private readonly output: Writable = process.stdout,
    options: LineTransportOptions = {},
  ) {
    this.maxLineBytes = options.maxLineBytes ?? MAX_LINE_BYTES;
    this.log = options.log ?? ((line) => process.stderr.write(`${line}\n`));
  }

  private readonly onData = (chunk: Buffer | string) => {
    let data = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    for (;;) {
      const newline = data.indexOf(NEWLINE);
      if (newline === -1) {
        this.keep(data);
        return;
      }
      this.keep(data.subarray(0, newline));
      data = data.subarray(newline + 1);
      if (this.skipping) {
        this.skipping = false;
      } else {
        const line = Buffer.concat(this.chunks).toString('utf8');
        this.handleLine(line.endsWith('\r') ? line.slice(0, -1) : line);
      }
      this.chunks = [];
      this.pending = 0;
    }
  };

  private keep(part: Buffer): void {
    if (this.skipping || part.length === 0) return;
    if (this.pending + part.length > this.maxLineBytes) {
      this.chunks = [];
      this.pending = 0;
      this.skipping = true;
      void this.send({
        jsonrpc: '2.0',
        id: null as unknown as string,
        error: {
          code: INVALID_REQUEST,
          message: `Invalid request: the message is longer than ${this.maxLineBytes} bytes; it was skipped.`,
        },
      });
      return;
    }
    this.chunks.push(part);
    this.pending += part.length;
  }

  private handleLine(line: string): void {
    if (line.trim() === '') return;
    const checked = checkLine(line);
    if (checked.ok) {
      this.onmessage?.(checked.message);
    } else if (checked.reply) {
      void this.send(checked.reply);
    } else {
      this.log(`abstra-docs MCP server: ${checked.reason}`);
    }
  }

  private readonly onEnd = () => void this.close();
  private readonly onError = (error: Error) => this.onerror?.(error);

  async start(): Promise<void> {
    this.input.on('data', this.onData);
    this.input.on('end', this.onEnd);
    this.input.on('error', this.onError);
  }

  send(message: JSONRPCMessage): Promise<void> {
    if (this.closed) return Promise.resolve();
    let out = message;
    if ('error' in message && message.error) {
      const {data, ...error} = message.error;
      const dataText = data === undefined ? '' : JSON.stringify(data);
      out = {
        ...message,
        error: {
          ...error,
          message: cut(String(error.message), MAX_ERROR_MESSAGE),
          // Structured data is kept only while it is small: it may carry the client's input.
          ...(dataText !== '' && dataText.length <= MAX_ERROR_MESSAGE ? {data} : {}),
        },
      };
    }
    return new Promise((resolve) => {
      if (this.output.write(`${JSON.stringify(out)}\n`)) resolve();
      else this.output.once('drain', resolve);
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.input.off('data', this.onData);
    this.input.off('end', this.onEnd);
    this.input.off('error', this.onError);
    this.chunks = [];
    this.onclose?.();
  }
}
