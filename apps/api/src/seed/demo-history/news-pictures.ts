/**
 * The news posts' pictures, drawn here as SVG (16:9, no text: no font dependency) and rendered to JPEG
 * by curriculum-drawings' `render` (sharp): nothing is fetched from anywhere.
 */

const W = 960;
const H = 540;

const scene = (body: string, background: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="${background}"/>${body}</svg>`;

const stars = Array.from(
  { length: 70 },
  (_, i) => `<circle cx="${(i * 137) % W}" cy="${(i * 71) % 300}" r="${1 + (i % 3)}" fill="#ffffff" opacity="${0.5 + (i % 4) / 8}"/>`,
).join('');

/** A round-bottomed flask with a coloured liquid. */
const flask = (x: number, y: number, liquid: string) =>
  `<g transform="translate(${x} ${y})"><rect x="-14" y="-110" width="28" height="60" fill="#e3f2fd" stroke="#90a4ae" stroke-width="4"/>
   <circle cx="0" cy="0" r="60" fill="#e3f2fd" stroke="#90a4ae" stroke-width="4"/><path d="M-56 10 A56 56 0 0 0 56 10 Z" fill="${liquid}"/>
   <circle cx="-15" cy="25" r="7" fill="#ffffff" opacity="0.7"/><circle cx="12" cy="35" r="5" fill="#ffffff" opacity="0.7"/></g>`;

const book = (x: number, y: number, w: number, h: number, colour: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${colour}"/><rect x="${x + 6}" y="${y + h * 0.2}" width="${w - 12}" height="6" fill="#ffffff" opacity="0.6"/>`;

const plant = (x: number, y: number, size: number) =>
  `<g transform="translate(${x} ${y}) scale(${size})"><path d="M0 0 L0 -60" stroke="#2e7d32" stroke-width="8"/>
   <ellipse cx="-22" cy="-45" rx="24" ry="11" fill="#43a047" transform="rotate(-30 -22 -45)"/>
   <ellipse cx="22" cy="-62" rx="24" ry="11" fill="#66bb6a" transform="rotate(30 22 -62)"/></g>`;

export const NEWS_PICTURES = {
  /** A science fair: a table with flasks, a poster board and a planet model. */
  scienceFair: scene(
    `<rect y="400" width="${W}" height="140" fill="#bcaaa4"/>
     <rect x="80" y="90" width="300" height="220" rx="10" fill="#ffffff" stroke="#5c6bc0" stroke-width="8"/>
     <rect x="110" y="120" width="110" height="80" fill="#ffcc80"/><rect x="240" y="120" width="110" height="160" fill="#b3e5fc"/><rect x="110" y="215" width="110" height="65" fill="#c5e1a5"/>
     <rect x="60" y="330" width="840" height="30" fill="#8d6e63"/><rect x="90" y="360" width="24" height="120" fill="#6d4c41"/><rect x="846" y="360" width="24" height="120" fill="#6d4c41"/>
     ${flask(470, 270, '#ec407a')}${flask(600, 280, '#42a5f5')}
     <circle cx="770" cy="230" r="70" fill="#d7a86e"/><ellipse cx="770" cy="230" rx="120" ry="26" fill="none" stroke="#e6c78f" stroke-width="12"/><rect x="764" y="300" width="12" height="30" fill="#6d4c41"/>`,
    '#fff8e1',
  ),
  /** A planetarium's dome: a starry sky with planets above the seats. */
  planetarium: scene(
    `${stars}<circle cx="210" cy="150" r="60" fill="#ffca28"/><circle cx="430" cy="110" r="26" fill="#1e88e5"/><circle cx="420" cy="100" r="9" fill="#43a047"/>
     <circle cx="600" cy="170" r="44" fill="#d7a86e"/><rect x="556" y="160" width="88" height="10" fill="#a1662f" opacity="0.6"/>
     <circle cx="790" cy="120" r="34" fill="#e6c78f"/><ellipse cx="790" cy="120" rx="64" ry="14" fill="none" stroke="#f5deb3" stroke-width="6"/>
     <path d="M0 540 L0 420 Q480 300 960 420 L960 540 Z" fill="#263238"/>
     ${Array.from({ length: 9 }, (_, i) => `<circle cx="${70 + i * 105}" cy="${470 - Math.abs(4 - i) * 6}" r="26" fill="#37474f"/>`).join('')}`,
    '#0d1b3e',
  ),
  /** A reading week: a shelf of books and an open book. */
  reading: scene(
    `<rect x="80" y="80" width="520" height="16" fill="#8d6e63"/><rect x="80" y="250" width="520" height="16" fill="#8d6e63"/>
     ${book(100, 110, 40, 140, '#e53935')}${book(145, 130, 36, 120, '#1e88e5')}${book(186, 100, 44, 150, '#43a047')}${book(235, 120, 30, 130, '#fdd835')}${book(270, 105, 48, 145, '#8e24aa')}${book(323, 135, 34, 115, '#fb8c00')}${book(362, 115, 42, 135, '#00897b')}
     ${book(110, 280, 46, 150, '#5c6bc0')}${book(160, 300, 34, 130, '#ef5350')}${book(198, 290, 40, 140, '#26a69a')}${book(243, 310, 30, 120, '#ffb300')}
     <rect x="80" y="430" width="520" height="16" fill="#8d6e63"/>
     <path d="M640 400 Q740 360 800 400 L800 250 Q740 210 640 250 Z" fill="#ffffff" stroke="#90a4ae" stroke-width="4"/>
     <path d="M800 400 Q860 360 940 400 L940 250 Q860 210 800 250 Z" fill="#fafafa" stroke="#90a4ae" stroke-width="4"/>
     ${[0, 1, 2, 3, 4].map((i) => `<path d="M660 ${275 + i * 24} Q720 ${255 + i * 24} 785 ${275 + i * 24}" stroke="#b0bec5" stroke-width="4" fill="none"/><path d="M815 ${275 + i * 24} Q870 ${255 + i * 24} 925 ${275 + i * 24}" stroke="#b0bec5" stroke-width="4" fill="none"/>`).join('')}`,
    '#e8eaf6',
  ),
  /** The school garden: rows of plants under the sun, a watering can. */
  garden: scene(
    `<circle cx="820" cy="100" r="60" fill="#ffca28"/><rect y="300" width="${W}" height="240" fill="#8d6e63"/>
     ${[340, 410, 480].map((y) => `<rect x="40" y="${y}" width="880" height="30" rx="15" fill="#6d4c41"/>${Array.from({ length: 10 }, (_, i) => plant(90 + i * 88, y + 10, 0.8 + ((i + y) % 3) * 0.15)).join('')}`).join('')}
     <g transform="translate(140 212)"><rect x="0" y="20" width="90" height="70" rx="10" fill="#42a5f5"/><path d="M90 40 L150 0" stroke="#42a5f5" stroke-width="14"/><path d="M10 20 Q45 -30 80 20" stroke="#1e88e5" stroke-width="8" fill="none"/></g>`,
    '#b3e5fc',
  ),
  /** A training day: a screen with the path's game cards. */
  training: scene(
    `<rect x="180" y="60" width="600" height="360" rx="20" fill="#37474f"/><rect x="205" y="85" width="550" height="310" fill="#ffffff"/>
     ${[0, 1, 2].map((i) => `<rect x="${235 + i * 175}" y="120" width="140" height="110" rx="12" fill="${['#ffcc80', '#b3e5fc', '#c5e1a5'][i]}"/><circle cx="${305 + i * 175}" cy="175" r="30" fill="${['#fb8c00', '#1e88e5', '#43a047'][i]}"/>`).join('')}
     <rect x="235" y="260" width="490" height="20" rx="10" fill="#eceff1"/><rect x="235" y="260" width="300" height="20" rx="10" fill="#66bb6a"/>
     ${[0, 1, 2].map((i) => `<path d="M${390 + i * 90} 305 l12 24 26 4 -19 18 5 26 -24 -13 -24 13 5 -26 -19 -18 26 -4 Z" fill="#fdd835"/>`).join('')}
     <rect x="440" y="420" width="80" height="50" fill="#546e7a"/><rect x="360" y="470" width="240" height="20" rx="10" fill="#546e7a"/>`,
    '#ede7f6',
  ),
  /** School games: a podium with medals. */
  sports: scene(
    `<rect y="430" width="${W}" height="110" fill="#81c784"/>
     <rect x="380" y="250" width="200" height="180" fill="#ffca28"/><rect x="180" y="310" width="200" height="120" fill="#b0bec5"/><rect x="580" y="350" width="200" height="80" fill="#d7a86e"/>
     ${[
       [480, 150, '#ffca28'],
       [280, 210, '#cfd8dc'],
       [680, 250, '#cd7f32'],
     ]
       .map(
         ([x, y, c]) =>
           `<path d="M${Number(x) - 30} ${Number(y) - 90} L${x} ${Number(y) - 20} L${Number(x) + 30} ${Number(y) - 90}" stroke="#e53935" stroke-width="14" fill="none"/><circle cx="${x}" cy="${y}" r="42" fill="${c}" stroke="#ffffff" stroke-width="6"/>`,
       )
       .join('')}
     ${Array.from({ length: 12 }, (_, i) => `<rect x="${(i * 83) % W}" y="${40 + ((i * 37) % 120)}" width="14" height="8" fill="${['#e53935', '#1e88e5', '#fdd835', '#43a047'][i % 4]}" transform="rotate(${i * 25} ${(i * 83) % W} ${40 + ((i * 37) % 120)})"/>`).join('')}`,
    '#e3f2fd',
  ),
};
