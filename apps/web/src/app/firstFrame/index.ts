import { askFirstAnswers } from './askFirstAnswers';
import { drawFirstFrame } from './drawFirstFrame';

// The answers first: their requests leave before the frame's drawing.
askFirstAnswers(window.location.pathname);
drawFirstFrame();
