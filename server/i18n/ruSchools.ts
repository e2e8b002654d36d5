import type { enSchools } from './enSchools.js';

/** Server messages of schools as tenants in Russian; `satisfies` makes a missing key fail the build. */
export const ruSchools = {
  schools: {
    domain: {
      required: 'Укажите домен.',
      tooShort: 'Домен должен содержать не менее 3 символов.',
      tooLong: 'Домен должен содержать не более 30 символов.',
      uppercase: 'Домен пишется строчными буквами.',
      characters: 'В домене допустимы только латинские буквы a–z, цифры и дефис.',
      hyphenEdge: 'Домен не может начинаться или заканчиваться дефисом.',
      taken: 'Домен «%{domain}» уже занят.',
      reserved: 'Домен «%{domain}» зарезервирован.',
      available: 'Домен «%{domain}» свободен.',
    },
    timezoneInvalid: 'Часовой пояс «%{value}» не найден среди поясов IANA (например, Europe/Moscow).',
    tariffNotFound: 'Выбранного тарифа не существует.',
    termsRequired: 'Необходимо принять условия использования.',
    themeColorInvalid: 'Цвет записывается в виде #rrggbb.',
    logoTooLarge: 'Логотип должен быть не больше %{kb} КБ.',
    faviconTooLarge: 'Фавикон должен быть не больше %{kb} КБ.',
    imageNotFound: 'Изображение не найдено. Загрузите его ещё раз.',
    emailTaken: 'Учётная запись с email %{email} уже существует. Войдите или укажите другой email.',
    created: 'Школа «%{name}» создана.',
    saved: 'Настройки школы сохранены.',
    tariffChanged: 'Школа переведена на тариф «%{plan}».',
  },
  tariffs: {
    names: { free: 'Бесплатный', standard: 'Стандарт', pro: 'Про' },
  },
  tariffLimits: {
    students: 'Ваш тариф («%{plan}») допускает студентов: не более %{limit}; после этого их стало бы %{total}.',
    instructors: 'Ваш тариф («%{plan}») допускает преподавателей: не более %{limit}; после этого их стало бы %{total}.',
    storage: 'Ваш тариф («%{plan}») допускает файлов на %{limit} МБ; с этой загрузкой было бы %{total} МБ.',
    changeStudents: 'Тариф «%{plan}» допускает %{limit} студентов, а в школе их %{total}. Удалите лишних, прежде чем менять тариф.',
    changeInstructors: 'Тариф «%{plan}» допускает %{limit} преподавателей, а в школе их %{total}. Удалите лишних, прежде чем менять тариф.',
    changeStorage: 'Тариф «%{plan}» допускает файлов на %{limit} МБ, а школа хранит %{total} МБ. Удалите часть файлов, прежде чем менять тариф.',
  },
} satisfies typeof enSchools;
