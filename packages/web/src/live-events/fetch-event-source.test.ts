import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectEvents } from './events-client.ts';
import { createFetchEventSource } from './fetch-event-source.ts';

// The shells' stream against a scripted server: each fetch gets the next answer, and a stream
// answer stays open until the test ends it.

interface Call {
  url: string;
  init: RequestInit;
  stream?: ReadableStreamDefaultController<Uint8Array>;
}

function fakeServer() {
  const calls: Call[] = [];
  const answers: (() => Response | 'stream')[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Call = { url: String(input), init };
    calls.push(call);
    const answer = answers.shift()?.() ?? 'stream';
    if (answer !== 'stream') return answer;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (call.stream = c) });
    return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
  });
  const encoder = new TextEncoder();
  return {
    calls,
    fetch: fetch as unknown as typeof globalThis.fetch,
    refuseNext: (status: number) =>
      answers.push(
        () =>
          new Response('{"error":{}}', { status, headers: { 'content-type': 'application/json' } }),
      ),
    send: (text: string) => calls.at(-1)!.stream!.enqueue(encoder.encode(text)),
    end: () => calls.at(-1)!.stream!.close(),
  };
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));
const headersOf = (call: Call) => call.init.headers as Record<string, string>;
const sources: EventSource[] = [];
afterEach(() => {
  for (const source of sources.splice(0)) source.close();
});

function open(server: ReturnType<typeof fakeServer>, url = 'https://turnout.example/api/events') {
  const source = createFetchEventSource(url, {
    headers: () => ({ Authorization: 'Bearer t0k3n' }),
    fetch: server.fetch,
  });
  sources.push(source);
  return source;
}

describe('the shells’ event stream over fetch', () => {
  it('sends the bearer token without cookies and hands on named events with their ids', async () => {
    const server = fakeServer();
    const source = open(server);
    const received: string[] = [];
    source.addEventListener('open', () => received.push('open'));
    source.addEventListener('attendance.changed', (event) => {
      const message = event as MessageEvent<string>;
      received.push(`${message.lastEventId} ${message.data}`);
    });
    await until(() => server.calls.length === 1);
    expect(headersOf(server.calls[0]!)).toMatchObject({
      Authorization: 'Bearer t0k3n',
      accept: 'text/event-stream',
    });
    expect(server.calls[0]!.init.credentials).toBe('omit');
    server.send('id: 41\nevent: attendance.changed\ndata: {"a":1}\n\n');
    await until(() => received.length === 2);
    expect(received).toEqual(['open', '41 {"a":1}']);
    expect(source.readyState).toBe(1);
  });

  it('reconnects by itself after a dropped stream, sending Last-Event-ID', async () => {
    const server = fakeServer();
    const source = open(server);
    const errors: number[] = [];
    source.addEventListener('error', () => errors.push(source.readyState));
    await until(() => server.calls.length === 1);
    server.send('retry: 10\n\nid: 7\nevent: group.updated\ndata: {}\n\n');
    server.end();
    await until(() => server.calls.length === 2);
    expect(errors).toEqual([0]);
    expect(headersOf(server.calls[1]!)).toMatchObject({
      Authorization: 'Bearer t0k3n',
      'last-event-id': '7',
    });
  });

  it('closes on an error answer, so the client hears the server refused', async () => {
    const server = fakeServer();
    server.refuseNext(401);
    const source = open(server);
    const errors: number[] = [];
    source.addEventListener('error', () => errors.push(source.readyState));
    await until(() => errors.length === 1);
    expect(errors).toEqual([2]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls).toHaveLength(1);
  });

  it('lets the events client take over after a refusal, naming the last event it saw', async () => {
    const server = fakeServer();
    const onRefused = vi.fn();
    const client = connectEvents({
      url: 'https://turnout.example/api/events',
      createEventSource: (url) => open(server, url),
      onEvent: () => undefined,
      onResync: () => undefined,
      onRefused,
      initialDelayMs: 5,
      random: () => 1,
    });
    await until(() => server.calls.length === 1);
    server.send('retry: 10\n\nid: 12\nevent: resync\ndata: {"type":"resync"}\n\n');
    server.refuseNext(503);
    server.end();
    await until(() => onRefused.mock.calls.length === 1);
    await until(() => server.calls.length === 3);
    expect(server.calls[2]!.url).toBe('https://turnout.example/api/events?lastEventId=12');
    client.close();
  });
});
