/**
 * Place names in their Polish cases (issue 37): "w Krakowie", "do Krakowa", "z Łodzi", "w Katowicach".
 * One table, next to the gazetteer, for every town that has a page in the sitemap (towns of at least
 * 50 000 people, city-pages.ts: the 16 voivodeship capitals among them); a test checks that each one has
 * its forms. A name the table does not know reads "w miejscowości Wieliczka": never a guessed, wrong case.
 * The browser never downloads it: the API answers with the phrases made here.
 */

/** A town's name as the gazetteer spells it, its genitive ("z Krakowa", "do Krakowa") and locative ("w Krakowie"). */
type Forms = readonly [nominative: string, genitive: string, locative: string];

const FORMS: readonly Forms[] = [
  ["Warszawa", "Warszawy", "Warszawie"],
  ["Łódź", "Łodzi", "Łodzi"],
  ["Kraków", "Krakowa", "Krakowie"],
  ["Wrocław", "Wrocławia", "Wrocławiu"],
  ["Poznań", "Poznania", "Poznaniu"],
  ["Gdańsk", "Gdańska", "Gdańsku"],
  ["Szczecin", "Szczecina", "Szczecinie"],
  ["Bydgoszcz", "Bydgoszczy", "Bydgoszczy"],
  ["Lublin", "Lublina", "Lublinie"],
  ["Katowice", "Katowic", "Katowicach"],
  ["Białystok", "Białegostoku", "Białymstoku"],
  ["Gdynia", "Gdyni", "Gdyni"],
  ["Częstochowa", "Częstochowy", "Częstochowie"],
  ["Sosnowiec", "Sosnowca", "Sosnowcu"],
  ["Radom", "Radomia", "Radomiu"],
  ["Toruń", "Torunia", "Toruniu"],
  ["Kielce", "Kielc", "Kielcach"],
  ["Gliwice", "Gliwic", "Gliwicach"],
  ["Zabrze", "Zabrza", "Zabrzu"],
  ["Bytom", "Bytomia", "Bytomiu"],
  ["Bielsko-Biała", "Bielska-Białej", "Bielsku-Białej"],
  ["Olsztyn", "Olsztyna", "Olsztynie"],
  ["Rzeszów", "Rzeszowa", "Rzeszowie"],
  ["Ruda Śląska", "Rudy Śląskiej", "Rudzie Śląskiej"],
  ["Rybnik", "Rybnika", "Rybniku"],
  ["Dąbrowa Górnicza", "Dąbrowy Górniczej", "Dąbrowie Górniczej"],
  ["Tychy", "Tychów", "Tychach"],
  ["Opole", "Opola", "Opolu"],
  ["Elbląg", "Elbląga", "Elblągu"],
  ["Płock", "Płocka", "Płocku"],
  ["Wałbrzych", "Wałbrzycha", "Wałbrzychu"],
  ["Gorzów Wielkopolski", "Gorzowa Wielkopolskiego", "Gorzowie Wielkopolskim"],
  ["Włocławek", "Włocławka", "Włocławku"],
  ["Zielona Góra", "Zielonej Góry", "Zielonej Górze"],
  ["Tarnów", "Tarnowa", "Tarnowie"],
  ["Chorzów", "Chorzowa", "Chorzowie"],
  ["Kalisz", "Kalisza", "Kaliszu"],
  ["Koszalin", "Koszalina", "Koszalinie"],
  ["Legnica", "Legnicy", "Legnicy"],
  ["Grudziądz", "Grudziądza", "Grudziądzu"],
  ["Słupsk", "Słupska", "Słupsku"],
  ["Jaworzno", "Jaworzna", "Jaworznie"],
  ["Jastrzębie-Zdrój", "Jastrzębia-Zdroju", "Jastrzębiu-Zdroju"],
  ["Jelenia Góra", "Jeleniej Góry", "Jeleniej Górze"],
  ["Nowy Sącz", "Nowego Sącza", "Nowym Sączu"],
  ["Konin", "Konina", "Koninie"],
  ["Piotrków Trybunalski", "Piotrkowa Trybunalskiego", "Piotrkowie Trybunalskim"],
  ["Inowrocław", "Inowrocławia", "Inowrocławiu"],
  ["Lubin", "Lubina", "Lubinie"],
  ["Siedlce", "Siedlec", "Siedlcach"],
  ["Piła", "Piły", "Pile"],
  ["Mysłowice", "Mysłowic", "Mysłowicach"],
  ["Ostrowiec Świętokrzyski", "Ostrowca Świętokrzyskiego", "Ostrowcu Świętokrzyskim"],
  ["Siemianowice Śląskie", "Siemianowic Śląskich", "Siemianowicach Śląskich"],
  ["Ostrów Wielkopolski", "Ostrowa Wielkopolskiego", "Ostrowie Wielkopolskim"],
  ["Stargard", "Stargardu", "Stargardzie"],
  ["Pabianice", "Pabianic", "Pabianicach"],
  ["Gniezno", "Gniezna", "Gnieźnie"],
  ["Suwałki", "Suwałk", "Suwałkach"],
  ["Głogów", "Głogowa", "Głogowie"],
  ["Chełm", "Chełma", "Chełmie"],
  ["Tomaszów Mazowiecki", "Tomaszowa Mazowieckiego", "Tomaszowie Mazowieckim"],
  ["Przemyśl", "Przemyśla", "Przemyślu"],
  ["Stalowa Wola", "Stalowej Woli", "Stalowej Woli"],
  ["Zamość", "Zamościa", "Zamościu"],
  ["Kędzierzyn-Koźle", "Kędzierzyna-Koźla", "Kędzierzynie-Koźlu"],
  ["Łomża", "Łomży", "Łomży"],
  ["Leszno", "Leszna", "Lesznie"],
  ["Żory", "Żor", "Żorach"],
  ["Bełchatów", "Bełchatowa", "Bełchatowie"],
  ["Mielec", "Mielca", "Mielcu"],
  ["Tarnowskie Góry", "Tarnowskich Gór", "Tarnowskich Górach"],
  ["Świdnica", "Świdnicy", "Świdnicy"],
  ["Tczew", "Tczewa", "Tczewie"],
  ["Piekary Śląskie", "Piekar Śląskich", "Piekarach Śląskich"],
  ["Racibórz", "Raciborza", "Raciborzu"],
  ["Będzin", "Będzina", "Będzinie"],
  ["Zgierz", "Zgierza", "Zgierzu"],
  ["Biała Podlaska", "Białej Podlaskiej", "Białej Podlaskiej"],
  ["Ełk", "Ełku", "Ełku"],
  ["Świętochłowice", "Świętochłowic", "Świętochłowicach"],
  ["Pruszków", "Pruszkowa", "Pruszkowie"],
  ["Ostrołęka", "Ostrołęki", "Ostrołęce"],
  ["Starachowice", "Starachowic", "Starachowicach"],
  ["Zawiercie", "Zawiercia", "Zawierciu"],
  ["Legionowo", "Legionowa", "Legionowie"],
  ["Tarnobrzeg", "Tarnobrzega", "Tarnobrzegu"],
];

export interface PlaceForms {
  genitive: string;
  locative: string;
}

let byName: Map<string, PlaceForms> | undefined;

/** The town's case forms, by its name exactly as the gazetteer writes it; undefined when unknown. */
export function placeForms(name: string): PlaceForms | undefined {
  byName ??= new Map(FORMS.map(([nominative, genitive, locative]) => [nominative, { genitive, locative }]));
  return byName.get(name);
}

/** Every name the table knows, in its order. */
export function namesWithForms(): string[] {
  return FORMS.map(([nominative]) => nominative);
}

const VOWELS = "aąeęioóuy";

/**
 * "ze" before s, z, ś, ź, ż, sz or rz followed by a consonant ("ze Szczecina", "ze Słupska", "ze Świdnicy"),
 * "z" otherwise ("z Sosnowca", "z Rzeszowa", "z Żor"): the digraphs count as one sound.
 */
function fromPreposition(word: string): "z" | "ze" {
  const lower = word.toLowerCase();
  const sibilant = /^(sz|rz)/.test(lower) ? 2 : /^[szśźż]/.test(lower) ? 1 : 0;
  const next = lower[sibilant];
  return sibilant > 0 && next !== undefined && !VOWELS.includes(next) ? "ze" : "z";
}

/** "we" before w or f followed by a consonant ("we Wrocławiu", "we Włocławku"), "w" otherwise. */
function inPreposition(word: string): "w" | "we" {
  const lower = word.toLowerCase();
  const next = lower[1];
  return /^[wf]/.test(lower) && next !== undefined && !VOWELS.includes(next) ? "we" : "w";
}

/** "w Krakowie", "we Wrocławiu", "w Katowicach"; "w miejscowości Wieliczka" when the forms are unknown. */
export function inPlace(name: string): string {
  const forms = placeForms(name);
  return forms ? `${inPreposition(forms.locative)} ${forms.locative}` : `w miejscowości ${name}`;
}

/** "z Łodzi", "ze Szczecina", "z Katowic"; "z miejscowości Wieliczka" when the forms are unknown. */
export function fromPlace(name: string): string {
  const forms = placeForms(name);
  return forms ? `${fromPreposition(forms.genitive)} ${forms.genitive}` : `z miejscowości ${name}`;
}

/** "do Krakowa", "do Katowic"; "do miejscowości Wieliczka" when the forms are unknown. */
export function toPlace(name: string): string {
  const forms = placeForms(name);
  return `do ${forms ? forms.genitive : `miejscowości ${name}`}`;
}

/** A place's phrases as the API hands them to the web (which has no table). */
export interface PlacePhrases {
  in: string;
  from: string;
  to: string;
}

export function placePhrases(name: string): PlacePhrases {
  return { in: inPlace(name), from: fromPlace(name), to: toPlace(name) };
}
