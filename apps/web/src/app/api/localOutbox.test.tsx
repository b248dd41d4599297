import { afterEach, describe, expect, it, vi } from 'vitest';
import { localOutbox } from './localOutbox';

type Note = { id: number };

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('a queue kept in the browser', () => {
  it('keeps each user’s items apart, survives a new page (the stored text), and removes its key once empty', () => {
    const queue = localOutbox<Note>('test-outbox:');
    queue.update(1, (items) => [...items, { id: 1 }]);
    queue.update(2, (items) => [...items, { id: 2 }]);
    expect(localOutbox<Note>('test-outbox:').read(1)).toEqual([{ id: 1 }]);
    expect(queue.read(2)).toEqual([{ id: 2 }]);
    // The same array while nothing changed (a snapshot React can compare), a new one after a change.
    const before = queue.read(1);
    expect(queue.read(1)).toBe(before);
    queue.update(1, () => []);
    expect(queue.read(1)).toEqual([]);
    expect(localStorage.getItem('test-outbox:1')).toBeNull();
  });

  it('reads an unreadable queue as empty', () => {
    localStorage.setItem('test-outbox:3', '{not json');
    expect(localOutbox<Note>('test-outbox:').read(3)).toEqual([]);
  });

  it('tells its subscribers of every change, and of the end of a flush', async () => {
    const queue = localOutbox<Note>('test-outbox:');
    const heard = vi.fn();
    const stop = queue.subscribe(heard);
    queue.update(1, (items) => [...items, { id: 1 }]);
    expect(heard).toHaveBeenCalledTimes(1);
    await queue.flush(async () => {});
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    queue.update(1, () => []);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('runs one send at a time: a flush asked during another gets that one', async () => {
    const queue = localOutbox<Note>('test-outbox:');
    let release!: () => void;
    const send = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const first = queue.flush(send);
    const second = queue.flush(send);
    expect(second).toBe(first);
    expect(send).toHaveBeenCalledTimes(1);
    release();
    await first;
    void queue.flush(send);
    expect(send).toHaveBeenCalledTimes(2);
    release();
  });

  it('sends when watched, when the network returns, and every retry while something waits', async () => {
    vi.useFakeTimers();
    const queue = localOutbox<Note>('test-outbox:', 1_000);
    const send = vi.fn(async () => {});
    const stop = queue.watch(1, send);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    // Nothing waits: the retry does not send.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(send).toHaveBeenCalledTimes(1);
    queue.update(1, () => [{ id: 1 }]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(send).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(3);
    stop();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('does not retry while the browser knows it is offline: the return of the network sends', async () => {
    vi.useFakeTimers();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const queue = localOutbox<Note>('test-outbox:', 1_000);
      queue.update(1, () => [{ id: 1 }]);
      const send = vi.fn(async () => {});
      const stop = queue.watch(1, send);
      await vi.advanceTimersByTimeAsync(0);
      expect(send).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(send).toHaveBeenCalledTimes(1);
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
      expect(send).toHaveBeenCalledTimes(2);
      stop();
    } finally {
      onLine.mockRestore();
    }
  });
});
