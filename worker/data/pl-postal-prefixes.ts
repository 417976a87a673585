/**
 * Polish postal codes (PNA, `00-000`) by their first two digits: the first digit is the postal district
 * (0 Warszawa, 1 Olsztyn/Białystok, 2 Lublin/Kielce/Radom, 3 Kraków/Rzeszów, 4 Katowice/Opole,
 * 5 Wrocław, 6 Poznań/Zielona Góra, 7 Szczecin/Koszalin, 8 Gdańsk/Bydgoszcz/Toruń, 9 Łódź), the second a
 * part of it.
 *
 * These are APPROXIMATE district centroids, hand-picked: each prefix maps to one representative town —
 * the city itself for prefixes that cover a single city, otherwise a town near the middle of the area —
 * and the coordinates are that town's entry in pl-places.json (GeoNames), written out literally.
 * A two-digit area spans up to ~100 km, so a postal code locates a place to ±30–50 km only; searches
 * by town name are precise. Prefix 79 is not in use and has no entry.
 */
export interface PostalDistrict {
  /** Shown to the user, e.g. "Kraków" or "okolice Krakowa". */
  place: string;
  lat: number;
  lng: number;
}

export const POSTAL_PREFIXES: Readonly<Record<string, PostalDistrict>> = {
  // 0 — Warszawa and Mazowsze. 00–04: the city's parts (Śródmieście; Wola/Bielany/Żoliborz;
  // Mokotów/Ochota/Ursynów; Praga Północ/Targówek/Białołęka; Praga Południe/Wawer).
  "00": { place: "Warszawa", lat: 52.229, lng: 21.0164 }, // Śródmieście
  "01": { place: "Warszawa", lat: 52.2401, lng: 20.9887 }, // Wola
  "02": { place: "Warszawa", lat: 52.1934, lng: 21.0349 }, // Mokotów
  "03": { place: "Warszawa", lat: 52.2918, lng: 21.0485 }, // Targówek
  "04": { place: "Warszawa", lat: 52.2442, lng: 21.0855 }, // Praga Południe
  "05": { place: "okolice Warszawy", lat: 52.2298, lng: 21.0118 }, // ring around the city
  "06": { place: "Ciechanów", lat: 52.8814, lng: 20.62 },
  "07": { place: "Ostrołęka", lat: 53.0862, lng: 21.5757 },
  "08": { place: "Siedlce", lat: 52.1677, lng: 22.2901 },
  "09": { place: "Płock", lat: 52.5468, lng: 19.7064 },
  // 1 — Warmia, Mazury, Podlasie
  "10": { place: "Olsztyn", lat: 53.78, lng: 20.4942 },
  "11": { place: "Kętrzyn", lat: 54.0768, lng: 21.3753 }, // Bartoszyce, Giżycko, Mrągowo, Lidzbark
  "12": { place: "Szczytno", lat: 53.5626, lng: 20.9875 },
  "13": { place: "Działdowo", lat: 53.2396, lng: 20.17 },
  "14": { place: "Ostróda", lat: 53.6967, lng: 19.9649 },
  "15": { place: "Białystok", lat: 53.1333, lng: 23.1643 },
  "16": { place: "Augustów", lat: 53.8432, lng: 22.9798 }, // Suwałki, Sokółka
  "17": { place: "Bielsk Podlaski", lat: 52.7651, lng: 23.1865 },
  "18": { place: "Łomża", lat: 53.1781, lng: 22.0593 },
  "19": { place: "Ełk", lat: 53.8282, lng: 22.3647 },
  // 2 — Lubelskie, Świętokrzyskie, Radom
  "20": { place: "Lublin", lat: 51.25, lng: 22.5667 },
  "21": { place: "Radzyń Podlaski", lat: 51.7833, lng: 22.6167 }, // Biała Podlaska, Łuków, Lubartów
  "22": { place: "Krasnystaw", lat: 50.9846, lng: 23.1742 }, // Chełm, Zamość, Hrubieszów
  "23": { place: "Janów Lubelski", lat: 50.707, lng: 22.4104 }, // Kraśnik, Biłgoraj
  "24": { place: "Puławy", lat: 51.4166, lng: 21.9694 },
  "25": { place: "Kielce", lat: 50.8703, lng: 20.6275 },
  "26": { place: "Radom", lat: 51.4025, lng: 21.1471 },
  "27": { place: "Ostrowiec Świętokrzyski", lat: 50.9294, lng: 21.3853 },
  "28": { place: "Busko-Zdrój", lat: 50.4708, lng: 20.7188 },
  "29": { place: "Włoszczowa", lat: 50.8526, lng: 19.9659 },
  // 3 — Małopolska, Podkarpacie
  "30": { place: "Kraków", lat: 50.0614, lng: 19.9366 },
  "31": { place: "Kraków", lat: 50.0614, lng: 19.9366 },
  "32": { place: "okolice Krakowa", lat: 50.0614, lng: 19.9366 },
  "33": { place: "Tarnów", lat: 50.0138, lng: 20.987 }, // Nowy Sącz
  "34": { place: "Sucha Beskidzka", lat: 49.7419, lng: 19.5943 }, // Wadowice, Żywiec, Nowy Targ, Zakopane
  "35": { place: "Rzeszów", lat: 50.0413, lng: 21.999 },
  "36": { place: "okolice Rzeszowa", lat: 50.0413, lng: 21.999 },
  "37": { place: "Jarosław", lat: 50.0162, lng: 22.6778 }, // Przemyśl, Stalowa Wola
  "38": { place: "Krosno", lat: 49.6887, lng: 21.7706 }, // Jasło, Sanok
  "39": { place: "Mielec", lat: 50.2871, lng: 21.4239 }, // Dębica, Tarnobrzeg
  // 4 — Śląsk, Opolskie
  "40": { place: "Katowice", lat: 50.2584, lng: 19.0275 },
  "41": { place: "Chorzów", lat: 50.3058, lng: 18.9742 }, // Bytom, Sosnowiec, Zabrze, Ruda Śląska
  "42": { place: "Częstochowa", lat: 50.7965, lng: 19.1241 },
  "43": { place: "Bielsko-Biała", lat: 49.8225, lng: 19.0469 },
  "44": { place: "Gliwice", lat: 50.2976, lng: 18.6766 }, // Rybnik, Wodzisław Śląski
  "45": { place: "Opole", lat: 50.6721, lng: 17.9253 },
  "46": { place: "Kluczbork", lat: 50.9728, lng: 18.2182 },
  "47": { place: "Kędzierzyn-Koźle", lat: 50.3498, lng: 18.2261 },
  "48": { place: "Nysa", lat: 50.4738, lng: 17.3344 },
  "49": { place: "Brzeg", lat: 50.8608, lng: 17.4674 },
  // 5 — Dolny Śląsk
  "50": { place: "Wrocław", lat: 51.1, lng: 17.0333 },
  "51": { place: "Wrocław", lat: 51.1, lng: 17.0333 },
  "52": { place: "Wrocław", lat: 51.1, lng: 17.0333 },
  "53": { place: "Wrocław", lat: 51.1, lng: 17.0333 },
  "54": { place: "Wrocław", lat: 51.1, lng: 17.0333 },
  "55": { place: "okolice Wrocławia", lat: 51.1, lng: 17.0333 },
  "56": { place: "Oleśnica", lat: 51.2134, lng: 17.3899 },
  "57": { place: "Kłodzko", lat: 50.4349, lng: 16.6614 },
  "58": { place: "Wałbrzych", lat: 50.7714, lng: 16.2843 },
  "59": { place: "Legnica", lat: 51.2101, lng: 16.1619 },
  // 6 — Wielkopolska, Lubuskie
  "60": { place: "Poznań", lat: 52.4069, lng: 16.9299 },
  "61": { place: "Poznań", lat: 52.4069, lng: 16.9299 },
  "62": { place: "Konin", lat: 52.2234, lng: 18.2512 }, // Gniezno, Kalisz, Września
  "63": { place: "Ostrów Wielkopolski", lat: 51.655, lng: 17.8069 },
  "64": { place: "Szamotuły", lat: 52.612, lng: 16.5779 }, // Leszno, Piła
  "65": { place: "Zielona Góra", lat: 51.9355, lng: 15.5064 },
  "66": { place: "Międzyrzecz", lat: 52.4446, lng: 15.578 }, // Gorzów Wielkopolski, Świebodzin
  "67": { place: "Nowa Sól", lat: 51.8033, lng: 15.717 }, // Głogów
  "68": { place: "Żary", lat: 51.6421, lng: 15.1373 },
  "69": { place: "Słubice", lat: 52.3509, lng: 14.5607 },
  // 7 — Zachodniopomorskie
  "70": { place: "Szczecin", lat: 53.4289, lng: 14.553 },
  "71": { place: "Szczecin", lat: 53.4289, lng: 14.553 },
  "72": { place: "Goleniów", lat: 53.5639, lng: 14.8285 }, // Police, Świnoujście
  "73": { place: "Stargard", lat: 53.3367, lng: 15.0499 },
  "74": { place: "Myślibórz", lat: 52.9238, lng: 14.8679 }, // Gryfino, Pyrzyce
  "75": { place: "Koszalin", lat: 54.1944, lng: 16.1722 },
  "76": { place: "Słupsk", lat: 54.4641, lng: 17.0287 },
  "77": { place: "Człuchów", lat: 53.6672, lng: 17.3588 }, // Bytów, Złotów
  "78": { place: "Świdwin", lat: 53.7746, lng: 15.7767 }, // Kołobrzeg, Szczecinek, Wałcz
  // 8 — Pomorze, Kujawy
  "80": { place: "Gdańsk", lat: 54.3523, lng: 18.6491 },
  "81": { place: "Gdynia", lat: 54.5189, lng: 18.5319 }, // and Sopot
  "82": { place: "Malbork", lat: 54.0359, lng: 19.0266 }, // Elbląg, Kwidzyn
  "83": { place: "Starogard Gdański", lat: 53.964, lng: 18.5264 }, // Tczew, Kościerzyna
  "84": { place: "Wejherowo", lat: 54.6057, lng: 18.2356 },
  "85": { place: "Bydgoszcz", lat: 53.1235, lng: 18.0076 },
  "86": { place: "Świecie", lat: 53.4095, lng: 18.4474 }, // Grudziądz, Chełmno
  "87": { place: "Toruń", lat: 53.0138, lng: 18.5981 },
  "88": { place: "Inowrocław", lat: 52.7989, lng: 18.2639 },
  "89": { place: "Sępólno Krajeńskie", lat: 53.452, lng: 17.5317 }, // Chojnice, Nakło
  // 9 — Łódzkie
  "90": { place: "Łódź", lat: 51.7706, lng: 19.4739 },
  "91": { place: "Łódź", lat: 51.7706, lng: 19.4739 },
  "92": { place: "Łódź", lat: 51.7706, lng: 19.4739 },
  "93": { place: "Łódź", lat: 51.7706, lng: 19.4739 },
  "94": { place: "Łódź", lat: 51.7706, lng: 19.4739 },
  "95": { place: "okolice Łodzi", lat: 51.7706, lng: 19.4739 },
  "96": { place: "Skierniewice", lat: 51.9549, lng: 20.1584 },
  "97": { place: "Piotrków Trybunalski", lat: 51.4055, lng: 19.7032 },
  "98": { place: "Sieradz", lat: 51.5958, lng: 18.7302 },
  "99": { place: "Kutno", lat: 52.2306, lng: 19.3641 },
};
