import sharp from 'sharp';

/**
 * The pictures of the curriculum catalogues and of the demo path, drawn here as SVG and rendered by
 * sharp to JPEG: nothing is fetched from anywhere. No text in them (no font dependency).
 */

const W = 480;
const H = 480;

const svg = (body: string, background = '#ffffff') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="${background}"/>${body}</svg>`;

export async function render(drawing: string): Promise<Buffer> {
  return sharp(Buffer.from(drawing)).jpeg({ quality: 85 }).toBuffer();
}

// ---------------------------------------------------------------- characters

interface Person {
  skin: string;
  hair: string;
  shirt: string;
  hairStyle: 'long' | 'short' | 'bun' | 'curly';
  glasses?: boolean;
  coat?: boolean;
}

function person(p: Person, background: string): string {
  const hair = {
    long: `<path d="M150 190 Q150 80 240 80 Q330 80 330 190 L340 330 L140 330 Z" fill="${p.hair}"/>`,
    short: `<path d="M158 180 Q160 90 240 88 Q320 90 322 180 Q300 130 240 128 Q180 130 158 180 Z" fill="${p.hair}"/>`,
    bun: `<circle cx="240" cy="78" r="38" fill="${p.hair}"/><path d="M158 185 Q160 95 240 95 Q320 95 322 185 Q300 135 240 132 Q180 135 158 185 Z" fill="${p.hair}"/>`,
    curly: [150, 180, 210, 240, 270, 300, 330]
      .map((x, i) => `<circle cx="${x}" cy="${110 + (i % 2) * 18}" r="34" fill="${p.hair}"/>`)
      .join(''),
  }[p.hairStyle];
  const glasses = p.glasses
    ? `<g fill="none" stroke="#333" stroke-width="5"><circle cx="208" cy="200" r="22"/><circle cx="272" cy="200" r="22"/><path d="M230 200 L250 200"/></g>`
    : '';
  const coat = p.coat ? `<path d="M150 470 L190 330 L240 420 L290 330 L330 470 Z" fill="#ffffff" stroke="#cfd8dc" stroke-width="4"/>` : '';
  return svg(
    `${p.hairStyle === 'long' ? hair : ''}
     <path d="M110 480 Q120 340 240 330 Q360 340 370 480 Z" fill="${p.shirt}"/>${coat}
     <rect x="220" y="270" width="40" height="60" fill="${p.skin}"/>
     <circle cx="240" cy="200" r="85" fill="${p.skin}"/>
     ${p.hairStyle === 'long' ? '' : hair}
     <circle cx="208" cy="200" r="9" fill="#222"/><circle cx="272" cy="200" r="9" fill="#222"/>${glasses}
     <path d="M205 240 Q240 272 275 240" fill="none" stroke="#8d3b2f" stroke-width="7" stroke-linecap="round"/>
     <circle cx="180" cy="232" r="12" fill="#f48fb1" opacity="0.5"/><circle cx="300" cy="232" r="12" fill="#f48fb1" opacity="0.5"/>`,
    background,
  );
}

const robot = svg(
  `<line x1="240" y1="60" x2="240" y2="110" stroke="#607d8b" stroke-width="8"/><circle cx="240" cy="55" r="16" fill="#ff5252"/>
   <rect x="140" y="110" width="200" height="160" rx="30" fill="#90a4ae"/>
   <circle cx="195" cy="180" r="26" fill="#ffffff"/><circle cx="285" cy="180" r="26" fill="#ffffff"/>
   <circle cx="195" cy="180" r="12" fill="#1e88e5"/><circle cx="285" cy="180" r="12" fill="#1e88e5"/>
   <rect x="190" y="225" width="100" height="18" rx="9" fill="#37474f"/>
   <rect x="120" y="290" width="240" height="170" rx="26" fill="#78909c"/>
   <circle cx="240" cy="370" r="34" fill="#ffca28"/><rect x="70" y="310" width="40" height="110" rx="20" fill="#90a4ae"/><rect x="370" y="310" width="40" height="110" rx="20" fill="#90a4ae"/>`,
  '#e3f2fd',
);

const owl = svg(
  `<ellipse cx="240" cy="290" rx="150" ry="170" fill="#8d6e63"/><ellipse cx="240" cy="330" rx="95" ry="115" fill="#d7ccc8"/>
   <path d="M110 150 L150 210 L170 140 Z" fill="#6d4c41"/><path d="M370 150 L330 210 L310 140 Z" fill="#6d4c41"/>
   <circle cx="185" cy="220" r="52" fill="#ffffff"/><circle cx="295" cy="220" r="52" fill="#ffffff"/>
   <circle cx="185" cy="220" r="24" fill="#3e2723"/><circle cx="295" cy="220" r="24" fill="#3e2723"/>
   <path d="M225 265 L255 265 L240 295 Z" fill="#ffb300"/>
   <path d="M150 120 L330 120 L310 95 L170 95 Z" fill="#263238"/><rect x="225" y="70" width="30" height="30" fill="#263238"/>`,
  '#ede7f6',
);

export const CHARACTERS: { nome: string; drawing: string }[] = [
  {
    nome: 'Professora Ana',
    drawing: person({ skin: '#f1c27d', hair: '#5d4037', shirt: '#7e57c2', hairStyle: 'bun', glasses: true }, '#fff3e0'),
  },
  {
    nome: 'Doutor Léo',
    drawing: person({ skin: '#c68642', hair: '#212121', shirt: '#26a69a', hairStyle: 'short', glasses: true, coat: true }, '#e0f2f1'),
  },
  { nome: 'Robô Bit', drawing: robot },
  { nome: 'Coruja Sofia', drawing: owl },
  { nome: 'Lia', drawing: person({ skin: '#ffdbac', hair: '#e65100', shirt: '#ec407a', hairStyle: 'long' }, '#fce4ec') },
  { nome: 'Téo', drawing: person({ skin: '#8d5524', hair: '#1b1b1b', shirt: '#42a5f5', hairStyle: 'curly' }, '#e8f5e9') },
];

// ---------------------------------------------------------------- space and nature (assemblies, games, demo images)

const stars = Array.from(
  { length: 40 },
  (_, i) => `<circle cx="${(i * 97) % W}" cy="${(i * 53) % H}" r="${1 + (i % 3)}" fill="#ffffff" opacity="0.8"/>`,
).join('');

export function planet(color: string, opts: { rings?: boolean; bands?: string; spots?: string; radius?: number } = {}): string {
  const r = opts.radius ?? 120;
  const bands = opts.bands
    ? [-0.5, -0.15, 0.2, 0.5]
        .map((f) => `<rect x="${240 - r}" y="${240 + f * r - 10}" width="${2 * r}" height="20" fill="${opts.bands}" opacity="0.6"/>`)
        .join('')
    : '';
  const spots = opts.spots
    ? `<ellipse cx="${240 - r * 0.3}" cy="${240 - r * 0.2}" rx="${r * 0.35}" ry="${r * 0.22}" fill="${opts.spots}"/><ellipse cx="${240 + r * 0.35}" cy="${240 + r * 0.3}" rx="${r * 0.3}" ry="${r * 0.2}" fill="${opts.spots}"/>`
    : '';
  const rings = opts.rings
    ? `<ellipse cx="240" cy="240" rx="${r * 1.8}" ry="${r * 0.45}" fill="none" stroke="#e6c78f" stroke-width="18"/>`
    : '';
  return svg(
    `${stars}<clipPath id="p"><circle cx="240" cy="240" r="${r}"/></clipPath>
     <circle cx="240" cy="240" r="${r}" fill="${color}"/><g clip-path="url(#p)">${bands}${spots}</g>${rings}`,
    '#0d1b3e',
  );
}

export const SPACE = {
  sol: svg(
    `${stars}${Array.from({ length: 12 }, (_, i) => `<rect x="232" y="40" width="16" height="70" fill="#ffb300" transform="rotate(${i * 30} 240 240)"/>`).join('')}<circle cx="240" cy="240" r="130" fill="#ffca28"/>`,
    '#0d1b3e',
  ),
  mercurio: planet('#9e9e9e', { spots: '#757575', radius: 70 }),
  venus: planet('#ffcc80', { bands: '#ffb74d', radius: 100 }),
  terra: planet('#1e88e5', { spots: '#43a047', radius: 110 }),
  marte: planet('#e64a19', { spots: '#bf360c', radius: 90 }),
  jupiter: planet('#d7a86e', { bands: '#a1662f', radius: 140 }),
  saturno: planet('#e6c78f', { rings: true, bands: '#c9a66b', radius: 95 }),
  netuno: planet('#3949ab', { bands: '#5c6bc0', radius: 105 }),
  lua: planet('#cfd8dc', { spots: '#b0bec5', radius: 110 }),
};

export const NATURE = {
  arvore: svg(
    `<rect x="215" y="260" width="50" height="180" fill="#6d4c41"/><circle cx="240" cy="200" r="120" fill="#43a047"/><circle cx="170" cy="240" r="70" fill="#388e3c"/><circle cx="310" cy="240" r="70" fill="#388e3c"/><rect y="430" width="480" height="50" fill="#8bc34a"/>`,
    '#e3f2fd',
  ),
  flor: svg(
    `<rect x="232" y="240" width="16" height="220" fill="#388e3c"/><ellipse cx="300" cy="360" rx="60" ry="22" fill="#66bb6a" transform="rotate(-30 300 360)"/>${Array.from({ length: 8 }, (_, i) => `<ellipse cx="240" cy="130" rx="30" ry="70" fill="#f06292" transform="rotate(${i * 45} 240 200)"/>`).join('')}<circle cx="240" cy="200" r="45" fill="#ffeb3b"/>`,
    '#f1f8e9',
  ),
  cacto: svg(
    `<rect x="200" y="120" width="80" height="300" rx="40" fill="#2e7d32"/><rect x="110" y="200" width="60" height="130" rx="30" fill="#2e7d32"/><rect x="140" y="300" width="70" height="40" fill="#2e7d32"/><rect x="310" y="170" width="60" height="120" rx="30" fill="#2e7d32"/><rect x="270" y="260" width="70" height="40" fill="#2e7d32"/><path d="M150 420 L330 420 L310 470 L170 470 Z" fill="#d84315"/>`,
    '#fff8e1',
  ),
  folha: svg(
    `<path d="M100 380 Q100 100 380 100 Q380 380 100 380 Z" fill="#66bb6a"/><path d="M100 380 L380 100" stroke="#2e7d32" stroke-width="10"/><path d="M180 300 L160 220 M240 240 L220 160 M300 180 L290 130 M180 300 L260 320 M240 240 L320 250" stroke="#2e7d32" stroke-width="6"/>`,
    '#f9fbe7',
  ),
  peixe: svg(
    `<ellipse cx="220" cy="240" rx="140" ry="85" fill="#ff7043"/><path d="M350 240 L440 160 L440 320 Z" fill="#f4511e"/><circle cx="150" cy="220" r="16" fill="#ffffff"/><circle cx="150" cy="220" r="8" fill="#212121"/><path d="M200 190 Q230 240 200 290" stroke="#e64a19" stroke-width="8" fill="none"/>${[0, 1, 2].map((i) => `<circle cx="${90 - i * 20}" cy="${140 - i * 40}" r="${10 + i * 4}" fill="none" stroke="#ffffff" stroke-width="4"/>`).join('')}`,
    '#4fc3f7',
  ),
  passaro: svg(
    `<ellipse cx="240" cy="260" rx="120" ry="95" fill="#fdd835"/><circle cx="330" cy="190" r="60" fill="#fdd835"/><path d="M380 185 L440 200 L380 215 Z" fill="#fb8c00"/><circle cx="345" cy="175" r="10" fill="#212121"/><path d="M170 230 Q240 170 280 260 Q220 290 170 230 Z" fill="#f9a825"/><path d="M130 250 L60 220 L80 280 Z" fill="#f9a825"/><path d="M220 350 L210 400 M260 350 L270 400" stroke="#fb8c00" stroke-width="8"/>`,
    '#e1f5fe',
  ),
  borboleta: svg(
    `<ellipse cx="160" cy="170" rx="90" ry="80" fill="#ab47bc"/><ellipse cx="320" cy="170" rx="90" ry="80" fill="#ab47bc"/><ellipse cx="175" cy="310" rx="70" ry="60" fill="#ce93d8"/><ellipse cx="305" cy="310" rx="70" ry="60" fill="#ce93d8"/><circle cx="160" cy="170" r="30" fill="#ffeb3b"/><circle cx="320" cy="170" r="30" fill="#ffeb3b"/><rect x="228" y="120" width="24" height="240" rx="12" fill="#4e342e"/><path d="M235 125 L200 60 M245 125 L280 60" stroke="#4e342e" stroke-width="6"/>`,
    '#fffde7',
  ),
  caracol: svg(
    `<path d="M80 380 L400 380 Q430 380 420 340 L380 300 L120 330 Q70 340 80 380 Z" fill="#a1887f"/><circle cx="250" cy="240" r="120" fill="#ff8a65"/><circle cx="250" cy="240" r="80" fill="#ff7043"/><circle cx="250" cy="240" r="42" fill="#f4511e"/><path d="M400 330 L420 240 M385 330 L380 240" stroke="#a1887f" stroke-width="10"/><circle cx="420" cy="235" r="10" fill="#4e342e"/><circle cx="380" cy="235" r="10" fill="#4e342e"/>`,
    '#f1f8e9',
  ),
};

/**
 * What each drawing of SPACE and NATURE shows, as a game names it to the child ('Acertou! É a Terra.'):
 * stored beside the picture in the games (game.schemas.ts), with the article a teacher would say.
 */
export const SPACE_NAMES: Record<keyof typeof SPACE, string> = {
  sol: 'o Sol',
  mercurio: 'Mercúrio',
  venus: 'Vênus',
  terra: 'a Terra',
  marte: 'Marte',
  jupiter: 'Júpiter',
  saturno: 'Saturno',
  netuno: 'Netuno',
  lua: 'a Lua',
};
export const NATURE_NAMES: Record<keyof typeof NATURE, string> = {
  arvore: 'a árvore',
  flor: 'a flor',
  cacto: 'o cacto',
  folha: 'a folha',
  peixe: 'o peixe',
  passaro: 'o pássaro',
  borboleta: 'a borboleta',
  caracol: 'o caracol',
};

// ---------------------------------------------------------------- assemblies

const arrow = (x1: number, y1: number, x2: number, y2: number) =>
  `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="#37474f" stroke-width="8" marker-end="url(#a)"/>`;
const arrowHead = `<defs><marker id="a" markerWidth="6" markerHeight="6" refX="3" refY="3" orient="auto"><path d="M0 0 L6 3 L0 6 Z" fill="#37474f"/></marker></defs>`;

export const ASSEMBLIES: { nome: string; texto: string; drawing: string }[] = [
  {
    nome: 'Sistema Solar',
    texto: 'O Sol no centro e os planetas girando em suas órbitas.',
    drawing: svg(
      `${stars}${[90, 140, 190, 230].map((r) => `<circle cx="240" cy="240" r="${r}" fill="none" stroke="#5c6bc0" stroke-width="2"/>`).join('')}
       <circle cx="240" cy="240" r="50" fill="#ffca28"/><circle cx="330" cy="240" r="12" fill="#9e9e9e"/><circle cx="240" cy="100" r="18" fill="#1e88e5"/>
       <circle cx="105" cy="310" r="16" fill="#e64a19"/><circle cx="400" cy="140" r="28" fill="#d7a86e"/>`,
      '#0d1b3e',
    ),
  },
  {
    nome: 'Ciclo da Água',
    texto: 'Evaporação, condensação, precipitação e infiltração.',
    drawing: svg(
      `${arrowHead}<rect y="330" width="480" height="150" fill="#1e88e5"/><path d="M0 330 L160 330 L260 200 L340 330 Z" fill="#8d6e63"/>
       <circle cx="420" cy="70" r="45" fill="#ffca28"/>
       <g fill="#eceff1"><circle cx="150" cy="90" r="40"/><circle cx="200" cy="75" r="50"/><circle cx="250" cy="95" r="38"/></g>
       ${[170, 200, 230].map((x) => `<path d="M${x} 150 L${x - 8} 175" stroke="#1565c0" stroke-width="6"/>`).join('')}
       ${arrow(400, 320, 330, 150)}${arrow(120, 130, 80, 300)}`,
      '#e1f5fe',
    ),
  },
  {
    nome: 'Partes da Planta',
    texto: 'Raiz, caule, folhas, flor e fruto.',
    drawing: svg(
      `<rect y="330" width="480" height="150" fill="#8d6e63"/><path d="M240 330 L200 420 M240 330 L280 430 M240 330 L240 450 M220 380 L180 400 M260 390 L300 410" stroke="#d7ccc8" stroke-width="7"/>
       <rect x="232" y="140" width="16" height="190" fill="#388e3c"/><ellipse cx="180" cy="250" rx="55" ry="22" fill="#66bb6a" transform="rotate(20 180 250)"/>
       <ellipse cx="300" cy="220" rx="55" ry="22" fill="#66bb6a" transform="rotate(-20 300 220)"/>
       ${Array.from({ length: 6 }, (_, i) => `<ellipse cx="240" cy="90" rx="20" ry="45" fill="#ec407a" transform="rotate(${i * 60} 240 130)"/>`).join('')}<circle cx="240" cy="130" r="25" fill="#ffeb3b"/>
       <circle cx="320" cy="290" r="22" fill="#e53935"/>`,
      '#e8f5e9',
    ),
  },
  {
    nome: 'Cadeia Alimentar',
    texto: 'Produtores, consumidores e decompositores: quem come quem.',
    drawing: svg(
      `${arrowHead}<rect y="400" width="480" height="80" fill="#8bc34a"/>
       <g><rect x="50" y="300" width="12" height="100" fill="#388e3c"/><ellipse cx="56" cy="290" rx="30" ry="20" fill="#66bb6a"/><rect x="90" y="320" width="12" height="80" fill="#388e3c"/><ellipse cx="96" cy="312" rx="26" ry="18" fill="#66bb6a"/></g>
       <g><ellipse cx="240" cy="350" rx="55" ry="40" fill="#bcaaa4"/><circle cx="285" cy="310" r="28" fill="#bcaaa4"/><ellipse cx="280" cy="265" rx="9" ry="28" fill="#bcaaa4"/><ellipse cx="298" cy="265" rx="9" ry="28" fill="#bcaaa4"/><circle cx="293" cy="305" r="5" fill="#212121"/></g>
       <g><ellipse cx="400" cy="200" rx="60" ry="40" fill="#ef6c00"/><path d="M440 170 L470 120 L470 190 Z" fill="#ef6c00"/><path d="M350 200 L300 170 L330 220 Z" fill="#ef6c00"/><circle cx="450" cy="185" r="5" fill="#212121"/></g>
       ${arrow(120, 330, 175, 345)}${arrow(300, 280, 350, 230)}`,
      '#fffde7',
    ),
  },
];

/** A jigsaw-friendly landscape for the puzzle game. */
export const LANDSCAPE = svg(
  `<circle cx="380" cy="100" r="55" fill="#ffca28"/><path d="M0 300 L120 150 L240 300 Z" fill="#78909c"/><path d="M160 300 L300 120 L440 300 Z" fill="#90a4ae"/>
   <path d="M270 160 L300 120 L330 160 Z" fill="#ffffff"/><rect y="300" width="480" height="180" fill="#7cb342"/>
   <path d="M0 420 Q240 340 480 430 L480 480 L0 480 Z" fill="#29b6f6"/><rect x="60" y="250" width="20" height="60" fill="#6d4c41"/><circle cx="70" cy="240" r="35" fill="#388e3c"/>`,
  '#b3e5fc',
);
