import { describe, expect, it } from 'vitest';
import { LatestRequest } from './latest-request';
import type { WorkerPort } from './worker-messages';

type Request = { id: number; text: string };
type Reply = { id: number; answer: string };

/** A worker that keeps what it was sent and answers when told. */
function fakeWorker() {
  const sent: Request[] = [];
  let terminated = false;
  const worker: WorkerPort<Request, Reply> = {
    postMessage: (message) => sent.push(message),
    terminate: () => (terminated = true),
    onmessage: null,
    onerror: null,
  };
  const answer = (id: number) => worker.onmessage?.(new MessageEvent('message', { data: { id, answer: `answer ${id}` } }));
  const fail = () => worker.onerror?.(new Event('error') as ErrorEvent);
  return { worker, sent, answer, fail, terminated: () => terminated };
}

describe('requests where only the latest counts', () => {
  it('sends one at a time; of those made meanwhile only the last is sent, and only its answer is taken', () => {
    const fake = fakeWorker();
    const answers: (Reply | null)[] = [];
    const channel = new LatestRequest<Request, Reply>(fake.worker, (reply) => answers.push(reply));
    channel.send({ id: 1, text: 'a' });
    channel.send({ id: 2, text: 'ab' });
    channel.send({ id: 3, text: 'abc' });
    expect(fake.sent.map((request) => request.id)).toEqual([1]);
    expect(channel.busy).toBe(true);

    fake.answer(1);
    expect(answers).toEqual([]);
    expect(fake.sent.map((request) => request.id)).toEqual([1, 3]);

    fake.answer(3);
    expect(answers).toEqual([{ id: 3, answer: 'answer 3' }]);
    expect(channel.busy).toBe(false);
  });

  it('drops an answer to no outstanding request', () => {
    const fake = fakeWorker();
    const answers: (Reply | null)[] = [];
    const channel = new LatestRequest<Request, Reply>(fake.worker, (reply) => answers.push(reply));
    channel.send({ id: 5, text: 'x' });
    fake.answer(4);
    expect(answers).toEqual([]);
    fake.answer(5);
    fake.answer(5);
    expect(answers).toEqual([{ id: 5, answer: 'answer 5' }]);
  });

  it('reports a failure of the latest request as null', () => {
    const fake = fakeWorker();
    const answers: (Reply | null)[] = [];
    const channel = new LatestRequest<Request, Reply>(fake.worker, (reply) => answers.push(reply));
    channel.send({ id: 1, text: 'x' });
    fake.fail();
    expect(answers).toEqual([null]);
    expect(channel.busy).toBe(false);
  });

  it('ends the worker on close and takes no answer after it', () => {
    const fake = fakeWorker();
    const answers: (Reply | null)[] = [];
    const channel = new LatestRequest<Request, Reply>(fake.worker, (reply) => answers.push(reply));
    channel.send({ id: 1, text: 'x' });
    const onmessage = fake.worker.onmessage;
    channel.close();
    onmessage?.(new MessageEvent('message', { data: { id: 1, answer: 'late' } }));
    expect(fake.terminated()).toBe(true);
    expect(answers).toEqual([]);
  });
});
