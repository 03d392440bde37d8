/*
 * Hand-written translations for the Russian numbering registry (ru-def-9xx.json): the consumer brand
 * of each operator, and an English and a clean Russian form of each region string. The registry
 * spells the same thing many ways ("Амурская обл." / "Амурская область", "МЕГАФОН" / "МегаФон"),
 * so operators are keyed case-insensitively and regions list every spelling. A rebuilt registry
 * with a new spelling fails the coverage test in ru-registry.test.ts until it is added here.
 */

/**
 * The key an operator's legal name is looked up by: the registry varies case, guillemets vs straight
 * quotes and spacing between files and even between rows of one file.
 */
export function operatorKey(legalName: string): string {
  return legalName
    .replace(/[«»“”„]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
}

export interface OperatorNames {
  /** The brand subscribers know, in Latin script (a transliteration when there is no brand). */
  brand: string;
  /** The legal name as the company writes it, where the registry has it only in capitals. */
  name?: string;
}

export const OPERATORS: Record<string, OperatorNames> = {
  // The big four and their legal-name variants (МТС renamed itself from Мобильные ТелеСистемы in 2024).
  'ПАО "МОБИЛЬНЫЕ ТЕЛЕСИСТЕМЫ"': { brand: 'MTS' },
  'ПАО "МТС"': { brand: 'MTS' },
  'ПАО "ВЫМПЕЛКОМ"': { brand: 'Beeline', name: 'ВымпелКом' },
  'ПАО "МЕГАФОН"': { brand: 'MegaFon' },
  'ООО "Т2 МОБАЙЛ"': { brand: 'Tele2' },
  // MVNOs and the operators of the new regions.
  'ООО "СКАРТЕЛ"': { brand: 'Yota' },
  'ООО "СБЕРБАНК-ТЕЛЕКОМ"': { brand: 'SberMobile' },
  'ООО "Т-МОБ"': { brand: 'T-Bank Mobile' },
  'ООО "ВТБ МОБАЙЛ"': { brand: 'VTB Mobile', name: 'ВТБ Мобайл' },
  'ООО "АЛЬФА-МОБАЙЛ"': { brand: 'Alfa Mobile', name: 'Альфа-Мобайл' },
  'ООО "ГАЗПРОМ ТЕЛЕКОМ"': { brand: 'Gazprom Telecom', name: 'Газпром телеком' },
  'ООО "ЕКАТЕРИНБУРГ-2000"': { brand: 'Motiv', name: 'Екатеринбург-2000' },
  'ПАО "ТАТТЕЛЕКОМ"': { brand: 'Letai' },
  'ООО "К-ТЕЛЕКОМ"': { brand: 'Win mobile' },
  'ООО "МИРАНДА-МЕДИА"': { brand: 'Miranda-Media' },
  'ООО "КТК ТЕЛЕКОМ"': { brand: 'Volna mobile' },
  'ГОСУДАРСТВЕННОЕ УНИТАРНОЕ ПРЕДПРИЯТИЕ ДОНЕЦКОЙ НАРОДНОЙ РЕСПУБЛИКИ "РЕСПУБЛИКАНСКИЙ ОПЕРАТОР СВЯЗИ"': {
    brand: 'Phoenix',
    name: 'Республиканский оператор связи',
  },
  'ГУП ДНР "РОС"': { brand: 'Phoenix', name: 'Республиканский оператор связи' },
  // Fixed-line and backbone groups with mobile ranges (mostly M2M and virtual numbers).
  'ПАО "РОСТЕЛЕКОМ"': { brand: 'Rostelecom' },
  'ПАО "БАШИНФОРМСВЯЗЬ"': { brand: 'Bashinformsvyaz' },
  'ПАО МГТС': { brand: 'MGTS' },
  'АО "МТТ"': { brand: 'MTT' },
  'ООО "ТТК-СВЯЗЬ"': { brand: 'TTK' },
  'АО "КОМПАНИЯ ТРАНСТЕЛЕКОМ"': { brand: 'TTK', name: 'Компания ТрансТелеКом' },
  'ООО "МСН ТЕЛЕКОМ"': { brand: 'MCN Telecom' },
  'ООО "ОРАНЖ БИЗНЕС СЕРВИСЕЗ"': { brand: 'Orange Business Services' },
  'ООО "ИРИДИУМ КОММЬЮНИКЕШЕНС"': { brand: 'Iridium' },
  'АО "ГЛОНАСС"': { brand: 'GLONASS' },
  'МИНЦИФРЫ РОССИИ': { brand: 'Ministry of Digital Development', name: 'Минцифры России' },
  'ФГУП "ГРЧЦ"': { brand: 'GRFC' },
  'ФГУП "МОРСВЯЗЬСПУТНИК"': { brand: 'Morsvyazsputnik' },
  // The rest: transliterations without the legal form.
  'ООО "НМК"': { brand: 'NMK' },
  'ООО "ЭКСПРЕСС МОБАЙЛ"': { brand: 'Express Mobile', name: 'Экспресс Мобайл' },
  'ООО "ГЛОБАЛ ТЕЛЕКОМ"': { brand: 'Global Telecom', name: 'Глобал Телеком' },
  'ООО "ИНТЕРНОД"': { brand: 'Internod', name: 'Интернод' },
  'ООО "ТВЕ-ТЕЛЕКОМ"': { brand: 'TVE-Telecom', name: 'ТВЕ-Телеком' },
  'ООО "МИАТЕЛ"': { brand: 'MiATel' },
  'ООО "СПРИНТ"': { brand: 'Sprint', name: 'Спринт' },
  'ООО "БЕЗЛИМИТ"': { brand: 'Bezlimit', name: 'Безлимит' },
  'ООО "МОЙ ОПЕРАТОР"': { brand: 'Moy Operator', name: 'Мой оператор' },
  'ООО "СИМ ТЕЛЕКОМ"': { brand: 'SIM Telecom' },
  'ООО ИК "СИБИНТЕК"': { brand: 'Sibintek' },
  'ООО "АСТРАН"': { brand: 'Astran' },
  'ООО "ТМТ"': { brand: 'TMT' },
  'ООО "МАТРИКС ТЕЛЕКОМ"': { brand: 'Matrix Telecom' },
  'ООО "ВТК-МОБАЙЛ"': { brand: 'VTK-Mobile' },
  'ООО "ВИКОМ"': { brand: 'Vikom' },
  'ООО "ТЕЛЕПОРТ"': { brand: 'Teleport' },
  'ООО "МКС"': { brand: 'MKS' },
  'ООО "КВАНТЕК"': { brand: 'Kvantek' },
  'ООО "ИНТЕГРАЛ"': { brand: 'Integral' },
  'АО "СЕВТЕЛЕКОМ"': { brand: 'Sevtelecom' },
  'ООО "ПОРЛАМАР"': { brand: 'Porlamar' },
  'ООО "ОКЕЙ ТЕЛЕКОМ"': { brand: 'Okey Telecom' },
  'ООО "МОБИЛЬНЫЕ КОММУНИКАЦИОННЫЕ СИСТЕМЫ"': { brand: 'Mobilnye Kommunikatsionnye Sistemy' },
  'ООО "ЦЕНТР 2М"': { brand: 'Tsentr 2M' },
  'ООО "ОБИТ"': { brand: 'OBIT' },
  'ООО "АНТАРЕС"': { brand: 'Antares' },
  'ЗАО "ДЖИ ТИ ЭН ТИ"': { brand: 'GTNT' },
  'ООО "ЦИФРА ГРУПП"': { brand: 'Tsifra Group' },
  'ООО "М-ТЕЛЕКОМ"': { brand: 'M-Telecom' },
  'ООО "ЭН+ ТЕЛЕКОМ"': { brand: 'En+ Telecom' },
  'ООО "МИРТЕЛЕКОМ"': { brand: 'MirTelecom' },
  'ООО "АРКТУР"': { brand: 'Arktur' },
  'АО "ВАЙНАХ ТЕЛЕКОМ"': { brand: 'Vainakh Telecom' },
  'АКЦИОНЕРНОЕ ОБЩЕСТВО "ХЭДВИГ"': { brand: 'Khedvig' },
  'ООО "ЮНИТТЕЛ"': { brand: 'Unittel' },
  'ООО "СКАЙНЭТ"': { brand: 'Skynet' },
  'ООО "ОМЕГА"': { brand: 'Omega' },
  'ООО "КРОМИКС"': { brand: 'Kromiks' },
  'ООО "КОМТЕХЦЕНТР"': { brand: 'Komtekhtsentr' },
  'ООО "АЛАРМ ТРЕЙД"': { brand: 'Alarm Trade' },
  'ООО "МЕТРО-ПЭЙ"': { brand: 'Metro-Pay' },
  'АКЦИОНЕРНОЕ ОБЩЕСТВО "КРЫМТЕЛЕКОМ"': { brand: 'Krymtelecom' },
  'АО "НАЦСПЕКТР"': { brand: 'Natsspektr' },
  'АО "АГАТ"': { brand: 'Agat' },
};

export interface RegionNames {
  en: string;
  ru: string;
}

/** [English stem, Russian stem]: "X Oblast" / "X область", registry spellings "X обл." and "X область". */
const OBLASTS: readonly (readonly [string, string])[] = [
  ['Amur', 'Амурская'],
  ['Arkhangelsk', 'Архангельская'],
  ['Astrakhan', 'Астраханская'],
  ['Belgorod', 'Белгородская'],
  ['Bryansk', 'Брянская'],
  ['Vladimir', 'Владимирская'],
  ['Volgograd', 'Волгоградская'],
  ['Vologda', 'Вологодская'],
  ['Voronezh', 'Воронежская'],
  ['Zaporizhzhia', 'Запорожская'],
  ['Ivanovo', 'Ивановская'],
  ['Irkutsk', 'Иркутская'],
  ['Kaliningrad', 'Калининградская'],
  ['Kaluga', 'Калужская'],
  ['Kirov', 'Кировская'],
  ['Kostroma', 'Костромская'],
  ['Kurgan', 'Курганская'],
  ['Kursk', 'Курская'],
  ['Leningrad', 'Ленинградская'],
  ['Lipetsk', 'Липецкая'],
  ['Magadan', 'Магаданская'],
  ['Moscow', 'Московская'],
  ['Murmansk', 'Мурманская'],
  ['Nizhny Novgorod', 'Нижегородская'],
  ['Novgorod', 'Новгородская'],
  ['Novosibirsk', 'Новосибирская'],
  ['Omsk', 'Омская'],
  ['Orenburg', 'Оренбургская'],
  ['Oryol', 'Орловская'],
  ['Penza', 'Пензенская'],
  ['Pskov', 'Псковская'],
  ['Rostov', 'Ростовская'],
  ['Ryazan', 'Рязанская'],
  ['Samara', 'Самарская'],
  ['Saratov', 'Саратовская'],
  ['Sakhalin', 'Сахалинская'],
  ['Sverdlovsk', 'Свердловская'],
  ['Smolensk', 'Смоленская'],
  ['Tambov', 'Тамбовская'],
  ['Tver', 'Тверская'],
  ['Tomsk', 'Томская'],
  ['Tula', 'Тульская'],
  ['Tyumen', 'Тюменская'],
  ['Ulyanovsk', 'Ульяновская'],
  ['Kherson', 'Херсонская'],
  ['Chelyabinsk', 'Челябинская'],
  ['Yaroslavl', 'Ярославская'],
];

/** [English, Russian display form, ...other registry spellings]; the display form is a key too. */
const OTHER_REGIONS: readonly (readonly [string, string, ...string[]])[] = [
  // Moscow and St Petersburg share ranges with their oblasts; readers know them by the city.
  [
    'Moscow',
    'Москва и Московская область',
    'г. Москва и Московская область',
    'г. Москва * Московская область',
    'Московская область * Москва|Московская область * Москва',
    'Город Москва, Московская область',
    'Московская область, Город Москва',
  ],
  ['Moscow', 'Москва', 'г. Москва', 'Город Москва'],
  [
    'Saint Petersburg',
    'Санкт-Петербург и Ленинградская область',
    'г. Санкт-Петербург и Ленинградская область',
    'г. Санкт-Петербург * Ленинградская область',
    'Город Санкт-Петербург, Ленинградская область',
    'Ленинградская область, Город Санкт-Петербург',
  ],
  [
    'Republic of Crimea and Sevastopol',
    'Республика Крым и Севастополь',
    'Республика Крым и г. Севастополь',
    'Республика Крым * г. Севастополь',
    'Республика Крым, Город Севастополь',
    'Город Севастополь, Республика Крым',
  ],
  ['Republic of Crimea', 'Республика Крым'],
  ['Sevastopol', 'Севастополь', 'г. Севастополь', 'Город Севастополь'],
  [
    'Norilsk, Krasnoyarsk Krai',
    'Норильск, Красноярский край',
    'г. Норильск|Красноярский край',
    'г. Норильск|г.о. город Норильск|Красноярский край',
  ],
  ['Pskov, Pskov Oblast', 'Псков, Псковская область', 'г. Псков|Псковская обл.', 'г. Псков|г.о. город Псков|Псковская область'],
  ['Koryak Okrug, Kamchatka Krai', 'Корякский округ, Камчатский край', 'Корякский округ|Камчатский край'],
  [
    'Arkhangelsk Oblast and Nenets Autonomous Okrug',
    'Архангельская область и Ненецкий автономный округ',
    'Архангельская область * Ненецкий автономный округ',
    'Архангельская область, Ненецкий автономный округ',
    'Ненецкий автономный округ, Архангельская область',
  ],
  [
    'Kemerovo Oblast – Kuzbass',
    'Кемеровская область — Кузбасс',
    'Кемеровская обл.',
    'Кемеровская область',
    'Кемеровская область - Кузбасс',
    'Кемеровская область - Кузбасс обл.',
    'Кемеровская область - Кузбасс область',
  ],
  ['Jewish Autonomous Oblast', 'Еврейская автономная область', 'Еврейская автономная обл.'],
  ['Altai Krai', 'Алтайский край'],
  ['Zabaykalsky Krai', 'Забайкальский край'],
  ['Kamchatka Krai', 'Камчатский край'],
  ['Krasnodar Krai', 'Краснодарский край'],
  ['Krasnoyarsk Krai', 'Красноярский край'],
  ['Perm Krai', 'Пермский край'],
  ['Primorsky Krai', 'Приморский край'],
  ['Stavropol Krai', 'Ставропольский край'],
  ['Khabarovsk Krai', 'Хабаровский край'],
  ['Republic of Adygea', 'Республика Адыгея'],
  ['Altai Republic', 'Республика Алтай'],
  ['Republic of Bashkortostan', 'Республика Башкортостан'],
  ['Republic of Buryatia', 'Республика Бурятия'],
  ['Republic of Dagestan', 'Республика Дагестан'],
  ['Republic of Ingushetia', 'Республика Ингушетия'],
  ['Kabardino-Balkarian Republic', 'Кабардино-Балкарская Республика', 'Республика Кабардино-Балкарская'],
  ['Republic of Kalmykia', 'Республика Калмыкия'],
  ['Karachay-Cherkess Republic', 'Карачаево-Черкесская Республика', 'Республика Карачаево-Черкесская'],
  ['Republic of Karelia', 'Республика Карелия'],
  ['Komi Republic', 'Республика Коми'],
  ['Mari El Republic', 'Республика Марий Эл'],
  ['Republic of Mordovia', 'Республика Мордовия'],
  ['Republic of Sakha (Yakutia)', 'Республика Саха (Якутия)', 'Республика Саха /Якутия/'],
  ['Republic of North Ossetia – Alania', 'Республика Северная Осетия — Алания', 'Республика Северная Осетия - Алания'],
  ['Republic of Tatarstan', 'Республика Татарстан'],
  ['Tuva Republic', 'Республика Тыва'],
  ['Udmurt Republic', 'Удмуртская Республика', 'Республика Удмуртская'],
  ['Republic of Khakassia', 'Республика Хакасия'],
  ['Chechen Republic', 'Чеченская Республика', 'Республика Чеченская'],
  ['Chuvash Republic', 'Чувашская Республика', 'Чувашская Республика - Чувашия'],
  ["Donetsk People's Republic", 'Донецкая Народная Республика', 'Республика Донецкая Народная'],
  ["Luhansk People's Republic", 'Луганская Народная Республика'],
  ['Nenets Autonomous Okrug', 'Ненецкий автономный округ', 'Ненецкий АО'],
  [
    'Khanty-Mansi Autonomous Okrug – Yugra',
    'Ханты-Мансийский автономный округ — Югра',
    'Ханты - Мансийский - Югра АО',
    'Ханты-Мансийский АО - Югра',
    'Ханты-Мансийский Автономный округ - Югра',
    'Ханты-Мансийский Автономный округ - Югра АО',
    'Ханты-Мансийский автономный округ - Югра',
  ],
  ['Chukotka Autonomous Okrug', 'Чукотский автономный округ', 'Чукотский АО'],
  ['Yamalo-Nenets Autonomous Okrug', 'Ямало-Ненецкий автономный округ', 'Ямало-Ненецкий АО'],
  // Federal ranges (satellite, M2M) with no single region.
  ['Russia', 'Россия', 'Российская Федерация'],
];

/** Every registry region spelling → its English and clean Russian display form. */
export const REGIONS: Record<string, RegionNames> = Object.fromEntries([
  ...OBLASTS.flatMap(([en, ru]) => {
    const names = { en: `${en} Oblast`, ru: `${ru} область` };
    return [`${ru} обл.`, `${ru} область`].map((k) => [k, names] as const);
  }),
  ...OTHER_REGIONS.flatMap(([en, ru, ...spellings]) => [ru, ...spellings].map((k) => [k, { en, ru }] as const)),
]);
