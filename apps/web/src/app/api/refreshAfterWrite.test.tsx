import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterWrite } from './refreshAfterWrite';

/** A list whose reads answer when the test says: the first as the list was before the write, then after it. */
function listReadTwice() {
  let answerFirst: (rows: string[]) => void = () => undefined;
  const answers = [new Promise<string[]>((resolve) => (answerFirst = resolve)), Promise.resolve(['outra notícia'])];
  let reads = 0;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new QueryObserver(queryClient, { queryKey: ['bse_postagem', 'page', 'feira'], queryFn: () => answers[reads++]! });
  const unsubscribe = observer.subscribe(() => undefined);
  return { queryClient, observer, unsubscribe, answerFirst: (rows: string[]) => answerFirst(rows), reads: () => reads };
}

describe('refreshAfterWrite', () => {
  it('a search read sent before a deletion does not leave the deleted row on the screen', async () => {
    const list = listReadTwice();
    expect(list.reads()).toBe(1); // the search's first read, under way while the deletion is answered
    const refreshed = refreshAfterWrite(list.queryClient, ['bse_postagem']);
    list.answerFirst(['Feira de paleontologia', 'outra notícia']); // from before the deletion
    await refreshed;
    expect(list.reads()).toBe(2);
    expect(list.observer.getCurrentResult().data).toEqual(['outra notícia']);
    list.unsubscribe();
  });
});
