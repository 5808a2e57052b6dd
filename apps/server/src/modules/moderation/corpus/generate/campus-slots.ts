import type { Random } from './random';

/** Numbers of campus life that are not contact details: times, rooms, courses, prices… */
const SUBJECTS = 'CPSC|MATH|ENGG|CHEM|BIOL|ECON|PSYC|STAT|PHYS|ENGL|MGST|ACCT|SOCI|KNES|ARHI'.split('|');
const BUILDINGS = 'ST|MS|ICT|SS|TFDL|EEEL|KNB|ENA|SA|CHC|ENE|SB|AD|MFH'.split('|');
const BUSES = 'route 9|the 301|bus 20|the 72|the c-train|the red line|line 2|the 8x|route 145'.split('|');

const time = (r: Random) =>
  r.pick([
    `${r.int(1, 12)}:${r.pick(['00', '15', '30', '45', '50', '05'])}`,
    `${r.int(1, 12)}${r.pick(['am', 'pm', ' am', ' pm', 'ish'])}`,
    `${r.int(8, 21)}:${r.pick(['00', '30', '10'])}`,
    `${r.int(1, 12)}:${r.pick(['00', '30'])}${r.pick(['am', 'pm'])}`,
  ]);

export const campusSlots: Record<string, (r: Random) => string> = {
  time,
  time2: time,
  room: (r) =>
    r.pick([
      `${r.pick(BUILDINGS)} ${r.int(100, 399)}`,
      `${r.pick(BUILDINGS)}${r.int(100, 399)}`,
      `room ${r.int(100, 4999)}`,
      `${r.pick(BUILDINGS)} ${r.int(100, 299)}${r.pick(['A', 'B', ''])}`,
      `rm ${r.int(1000, 9999)}`,
    ]),
  course: (r) => `${r.pick(SUBJECTS)} ${r.int(200, 599)}`,
  course2: (r) => `${r.pick(SUBJECTS)}${r.int(200, 599)}`,
  price: (r) =>
    r.pick([`$${r.int(2, 80)}.${r.int(10, 99)}`, `$${r.int(3, 300)}`, `${r.int(3, 40)} bucks`, `€${r.int(2, 60)}`]),
  bus: (r) => r.pick(BUSES),
  n: (r) => String(r.int(2, 60)),
  n2: (r) => String(r.int(0, 12)),
  n3: (r) => String(r.int(100, 999)),
  year: (r) => String(r.int(2015, 2028)),
  date: (r) =>
    r.pick([
      `${r.int(2024, 2027)}-${r.int(10, 12)}-${r.int(10, 28)}`,
      `march ${r.int(1, 30)}`,
      `${r.int(1, 28)}/${r.int(1, 12)}`,
    ]),
  date2: (r) => `${r.pick(['april', 'may', 'oct'])} ${r.int(1, 30)}`,
  zoom: (r) => `${r.digits(3)} ${r.digits(4)} ${r.digits(4)}`,
  address: (r) => `${r.int(100, 9999)} ${r.pick(['university dr nw', '32 ave', 'crowchild trail', 'main st'])}`,
  order: (r) => r.digits(r.int(6, 9)),
  flight: (r) => `${r.pick(['AC', 'WS', 'UA', 'EK'])}${r.int(100, 1999)}`,
};
