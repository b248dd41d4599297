import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';

/**
 * `react-remove-scroll` as Mantine's AppShell header, footer and aside use it: only `RemoveScroll.classNames`, the
 * class names by which an open dialog's scroll lock keeps fixed bars clear of the scrollbar (react-remove-scroll's
 * own constants, so the dialogs, which load the real library, still find them). The import brought the whole library
 * (its side car, tslib) into every signed-in page (vite.config.ts: `mantineWithoutWholeLibraries`).
 */
export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } } as const;
