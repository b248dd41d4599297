import { RemoveScroll as Library } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { RemoveScroll } from './appShellRemoveScroll';

describe("Mantine's AppShell without react-remove-scroll (vite.config.ts)", () => {
  it("names the fixed bars with the library's own class names, which an open dialog's scroll lock looks for", () => {
    expect(RemoveScroll.classNames).toEqual(Library.classNames);
  });
});
