import { askFirstAnswers } from './askFirstAnswers';
import { drawFirstFrame, drawPathName } from './drawFirstFrame';

// The answers first: their requests leave before the frame's drawing.
const { pathname } = window.location;
const first = askFirstAnswers(pathname);
const frame = drawFirstFrame();
if (frame && pathname === '/plataforma') first?.playPath?.then((path) => drawPathName(frame, path)).catch(() => undefined);
