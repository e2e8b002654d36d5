// Realistic generated people for the server benches: Russian (Cyrillic) and English names
// drawn with a long-tailed frequency (a few very common names, many rare ones), distinct
// emails built from the transliterated name in the formats people really use, and phones in
// the national formats admins really type. Deterministic: the same seed gives the same people.

import TRANSLIT from '../../server/db/seed/translit.json' with { type: 'json' };

/** mulberry32: a small, fast, seedable PRNG giving floats in [0, 1). */
export function randomSource(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Ordered from most to least common; drawn with a Zipf-like weight 1 / (rank + 1) ^ 0.9.
const RU_MALE =
  'Александр Сергей Дмитрий Андрей Алексей Максим Иван Михаил Артём Никита Евгений Владимир Денис Павел Роман Николай Егор Кирилл Илья Антон Олег Игорь Виктор Юрий Константин Владислав Станислав Георгий Тимур Матвей Вадим Григорий Борис Леонид Фёдор Ярослав Даниил Марк Лев Глеб Тимофей Арсений Всеволод Семён Руслан Эдуард Ростислав Платон Савва Захар'.split(
    ' ',
  );
const RU_FEMALE =
  'Анна Мария Елена Екатерина Ольга Наталья Татьяна Анастасия Ирина Юлия Светлана Дарья Ксения Алина Виктория Полина Софья Александра Валерия Марина Евгения Вероника Кристина Алёна Яна Людмила Галина Надежда Вера Любовь Диана Маргарита Елизавета Варвара Ульяна Таисия Милана Василиса Злата Агата Есения Арина Кира Ева Алиса Камила Стефания Оксана Лариса Жанна'.split(
    ' ',
  );
const RU_LAST =
  'Иванов Смирнов Кузнецов Попов Васильев Петров Соколов Михайлов Новиков Фёдоров Морозов Волков Алексеев Лебедев Семёнов Егоров Павлов Козлов Степанов Николаев Орлов Андреев Макаров Никитин Захаров Зайцев Соловьёв Борисов Яковлев Григорьев Романов Воробьёв Сергеев Кузьмин Фролов Александров Дмитриев Королёв Гусев Киселёв Ильин Максимов Поляков Сорокин Виноградов Ковалёв Белов Медведев Антонов Тарасов Жуков Баранов Филиппов Комаров Давыдов Беляев Герасимов Богданов Осипов Сидоров Матвеев Титов Марков Миронов Крылов Куликов Карпов Власов Мельников Денисов Гаврилов Тихонов Казаков Афанасьев Данилов Савельев Тимофеев Фомин Чернов Абрамов Мартынов Ефимов Федотов Щербаков Назаров Калинин Исаев Чернышёв Быков Маслов Родионов Коновалов Лазарев Воронин Климов Филатов Пономарёв Голубев Кудрявцев Прохоров Наумов Потапов Журавлёв Овчинников Трофимов Леонов Соболев Ермаков Колесников Гончаров Емельянов Никифоров Грачёв Котов Гришин Ефремов Архипов Громов Кириллов Малышев Панов Моисеев Румянцев Акимов Кондратьев Бирюков Горбунов Анисимов Ерёмин Тихомиров Галкин Лукьянов Михеев Скворцов Юдин Белоусов Нестеров Симонов Прокофьев Харитонов Князев Цветков Левин Митрофанов Воронов Аксёнов Софронов Мальцев Логинов Горшков Савин Краснов Майоров Демидов Елисеев Рыбаков Сафонов Плотников Дёмин Хохлов Хабибуллин Шевченко Бондаренко Ковальчук Кравченко Олейник Мельник Ткаченко Руденко Сулейманов Гарипов Алиев Мамедов Ли Цой Ким Пак Достоевский Вишневский Зеленский Островский Луговской'.split(
    ' ',
  );
const EN_FIRST =
  'James Olivia John Emma Michael Ava William Sophia David Isabella Richard Mia Joseph Charlotte Thomas Amelia Daniel Harper Matthew Evelyn Anthony Abigail Mark Emily Steven Elizabeth Paul Sofia Andrew Ella Joshua Madison Kevin Scarlett Brian Victoria George Aria Timothy Grace Ryan Chloe Jacob Camila Gary Penelope Nicholas Riley Eric Layla Jonathan Lily Liam Nora Noah Zoey Ethan Hannah Lucas Hazel Oliver Ellie Jack Violet Harry Aurora Oscar Savannah Leo Audrey Arthur Brooklyn Freddie Bella Alfie Claire Theo Skylar Archie Lucy Henry Paisley Isaac Anna Ivan Natalie Alexander Sarah Benjamin Leah Samuel Zoe Sebastian Stella Owen Maya Dylan Ruby Nathan Eva Caleb Alice Adrian Julia Connor Ivy Callum Emilia Hugo Freya Rory Isla Finn Poppy Declan Imogen Aidan Niamh Seamus Siobhan'.split(
    ' ',
  );
const EN_LAST =
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks Chavez Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross Foster Jimenez Powell Jenkins Perry Russell Sullivan Bell Coleman Butler Henderson Barnes Gonzales Fisher Vasquez Simmons Romero Jordan Patterson Alexander Hamilton Graham Reynolds Griffin Wallace Moreno West Cole Hayes Bryant Herrera Gibson Ellis Tran Medina Aguilar Stevens Murray Ford Castro Marshall Owens Harrison Fernandez McDonald Woods Washington Kennedy Wells Vargas Henry Chen Freeman Webb Tucker Guzman Burns Crawford Olson Simpson Porter Hunter Gordon Mendez Silva Shaw Snyder Mason Dixon Munoz Hunt Hicks Holmes Palmer Wagner Black Robertson Boyd Rose Stone Salazar Fox Warren Mills Meyer Rice Schmidt Garza Daniels Ferguson Nichols Stephens Soto Weaver Ryan Gardner Payne Grant Dunn Kelley Spencer Hawkins Arnold Pierce Vazquez Hansen Peters Santos Hart Bradley Knight Elliott Cunningham Duncan Armstrong Hudson Carroll Lane Riley Andrews Alvarado Ray Delgado Berry Perkins Hoffman Johnston Matthews Pena Richards Contreras Willis Carpenter Lawrence Sandoval OBrien Doyle Gallagher Kowalski Novak Schneider Fischer Weber Rossi Ferrari Dubois Moreau Jensen Larsen Ivanov Petrov'.split(
    ' ',
  );
const DOMAINS = [
  ['gmail.com', 30],
  ['mail.ru', 18],
  ['yandex.ru', 16],
  ['outlook.com', 6],
  ['icloud.com', 5],
  ['yahoo.com', 4],
  ['bk.ru', 3],
  ['list.ru', 3],
  ['inbox.ru', 3],
  ['hotmail.com', 3],
  ['rambler.ru', 2],
  ['ya.ru', 2],
  ['proton.me', 1],
  ['edu.hse.ru', 1],
  ['student.spbu.ru', 1],
  ['ukr.net', 1],
  ['gmx.de', 1],
];

/** A name in Latin letters and digits only, as the demo seed spells it (server/db/seed/latin.ts). */
export const latin = (text) =>
  [...text.toLowerCase()]
    .map((c) => TRANSLIT[c] ?? c)
    .join('')
    .replace(/[^a-z0-9]/g, '');

/** A Russian surname in the feminine form: Иванов -> Иванова, Вишневский -> Вишневская. */
function feminine(last) {
  if (/(ов|ев|ёв|ин|ын)$/.test(last)) return `${last}а`;
  if (/ский$/.test(last)) return last.replace(/ский$/, 'ская');
  if (/ской$/.test(last)) return last.replace(/ской$/, 'ская');
  return last;
}

/** Draws from a list ordered by frequency, with weight 1 / (rank + 1) ^ 0.9. */
function zipf(list, random) {
  const weights = list.map((_, i) => 1 / (i + 1) ** 0.9);
  const cumulative = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w));
  return () => {
    const x = random() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return list[lo];
  };
}

function weighted(pairs, random) {
  const total = pairs.reduce((n, [, w]) => n + w, 0);
  return () => {
    let x = random() * total;
    for (const [value, w] of pairs) if ((x -= w) < 0) return value;
    return pairs[pairs.length - 1][0];
  };
}

const digits = (random, n) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');

/** A phone as admins type it: Russian mobiles in several spellings, some foreign, some none. */
function phoneOf(random) {
  const x = random();
  if (x < 0.12) return null;
  const op = `9${digits(random, 2)}`;
  const [a, b, c] = [digits(random, 3), digits(random, 2), digits(random, 2)];
  if (x < 0.45) return `+7 ${op} ${a}-${b}-${c}`;
  if (x < 0.65) return `+7${op}${a}${b}${c}`;
  if (x < 0.78) return `8 (${op}) ${a}-${b}-${c}`;
  if (x < 0.86) return `8${op}${a}${b}${c}`;
  if (x < 0.93) return `+1 (${digits(random, 3)}) ${digits(random, 3)}-${digits(random, 4)}`;
  return `+44 7${digits(random, 3)} ${digits(random, 6)}`;
}

/**
 * Makes count people: { first, last, email, phone }. About 65% have Russian names in Cyrillic
 * (emails transliterated), the rest English names. Emails are distinct among them and never
 * end in @demo.test (the demo school's own addresses).
 */
export function makePeople(count, seed = 2026) {
  const random = randomSource(seed);
  const ruMale = zipf(RU_MALE, random);
  const ruFemale = zipf(RU_FEMALE, random);
  const ruLast = zipf(RU_LAST, random);
  const enFirst = zipf(EN_FIRST, random);
  const enLast = zipf(EN_LAST, random);
  const domain = weighted(DOMAINS, random);
  const taken = new Set();
  const people = [];
  for (let i = 0; i < count; i++) {
    let first;
    let last;
    if (random() < 0.65) {
      const female = random() < 0.5;
      first = female ? ruFemale() : ruMale();
      last = female ? feminine(ruLast()) : ruLast();
    } else {
      first = enFirst();
      last = enLast();
    }
    const f = latin(first);
    const l = latin(last);
    const year = String(1985 + Math.floor(random() * 25));
    const style = random();
    let local =
      style < 0.3
        ? `${f}.${l}`
        : style < 0.5
          ? `${f[0]}${l}`
          : style < 0.65
            ? `${l}.${f}`
            : style < 0.8
              ? `${f}${l}${year.slice(2)}`
              : style < 0.9
                ? `${f}_${l}${year}`
                : `${l}${f[0]}${Math.floor(random() * 1000)}`;
    let email = `${local}@${domain()}`;
    for (let n = 2; taken.has(email); n++) email = `${local}${n}@${email.split('@')[1]}`;
    taken.add(email);
    people.push({ first, last, email, phone: phoneOf(random) });
  }
  return people;
}

/** Group names like a big school's: course, intake and stream. */
export function groupNames(count) {
  const tracks = [
    'Frontend',
    'Backend',
    'Python',
    'Data Science',
    'Java',
    'QA',
    'DevOps',
    'UX/UI',
    'Аналитика данных',
    'Go',
    'iOS',
    'Android',
    'Маркетинг',
    'C#',
    'ML',
  ];
  return Array.from(
    { length: count },
    (_, i) => `${tracks[i % tracks.length]} ${2024 + (Math.floor(i / tracks.length) % 3)}-${1 + Math.floor(i / (tracks.length * 3))}`,
  );
}
