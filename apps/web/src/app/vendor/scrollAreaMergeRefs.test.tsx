import { render } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { ScrollArea } from '@mantine/core';
import { renderWithProviders } from '../../test/render';
import { useMergeRefs } from './scrollAreaMergeRefs';

function Box({ refs }: { refs: Parameters<typeof useMergeRefs<HTMLDivElement>>[0] }) {
  return <div data-testid="box" ref={useMergeRefs(refs)} />;
}

describe("Mantine's ScrollArea without floating-ui (vite.config.ts)", () => {
  it('merges object and callback refs into one, as floating-ui’s useMergeRefs does', () => {
    const objectRef = createRef<HTMLDivElement>();
    const seen: Array<HTMLDivElement | null> = [];
    const { getByTestId, unmount } = render(<Box refs={[objectRef, (node) => void seen.push(node), undefined]} />);
    expect(objectRef.current).toBe(getByTestId('box'));
    expect(seen).toEqual([getByTestId('box')]);
    unmount();
    expect(objectRef.current).toBeNull();
    expect(seen.at(-1)).toBeNull();
  });

  it("gives the ScrollArea's viewport to its viewportRef", () => {
    const viewportRef = createRef<HTMLDivElement>();
    const { getByText } = renderWithProviders(
      <ScrollArea viewportRef={viewportRef} h={100}>
        <p>conteúdo</p>
      </ScrollArea>,
    );
    expect(viewportRef.current).not.toBeNull();
    expect(viewportRef.current?.contains(getByText('conteúdo'))).toBe(true);
  });
});
