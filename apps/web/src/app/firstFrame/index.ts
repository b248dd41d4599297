import { drawFirstFrame } from './drawFirstFrame';

drawFirstFrame();
