// The demo photos of each seeded truck (scripts/seed.ts), composed from paint-scenery.js and
// paint-food.js: the truck at work, its food, and one more of its drinks or its setting.

globalThis.DEMO_SCENES = (() => {
  const S = globalThis.paintScenery;
  const F = globalThis.paintFood;
  const CROWD = ["#35526e", "#7a4e6d", "#3e6b57", "#a0623e", "#51466e", "#6e6e6e"];

  const TRUCKS = {
    burger: {
      name: "Burger Bus",
      body: "#c8372d",
      trim: "#f4e3c1",
      lettering: "#a82a22",
      awning: ["#fff7e6", "#c8372d"],
    },
    taco: {
      name: "Taco Loco",
      body: "#1f9e89",
      trim: "#f6c244",
      lettering: "#13695b",
      awning: ["#f6c244", "#d6336c"],
    },
    pierogi: {
      name: "Pierogi na Kółkach",
      body: "#2f6b3a",
      trim: "#f3ead2",
      lettering: "#2f6b3a",
      awning: ["#f3ead2", "#b83a3a"],
    },
    waffle: {
      name: "Słodki Gofr",
      body: "#f2a7b8",
      trim: "#fff4f6",
      lettering: "#7a2e45",
      awning: ["#fff4f6", "#6cc2ad"],
    },
    pizza: {
      name: "Bałtycka Pizza",
      body: "#1d3557",
      trim: "#f1faee",
      lettering: "#1d3557",
      awning: ["#f1faee", "#e63946"],
      chimney: true,
    },
  };

  const scenes = {
    // Burger Bus: downtown at sunset, the burger on a board, an evening festival under lights.
    "burger-bus-1": (ctx, w, h) => {
      S.sky(ctx, w, "sunset", 640);
      S.sun(ctx, 1120, 470, 70, "#ffe6a6", "rgba(255,200,120,0.7)");
      S.skyline(ctx, w, 660, "#4a3a5e", "rgba(255,214,140,0.8)", 7);
      S.ground(ctx, w, h, 640, "street");
      S.truck(ctx, { x: 760, y: 780 }, 1.05, TRUCKS.burger);
      S.people(ctx, [1250, 1330], 860, 0.95, 3, CROWD);
      S.vignette(ctx, w, h, 0.35);
    },
    "burger-bus-2": (ctx, w, h) => {
      F.table(ctx, w, h, "wood");
      F.board(ctx, 260, 170, 920, 620);
      F.burger(ctx, 600, 590, 1.6);
      F.fries(ctx, 1010, 580, 1.3);
      S.vignette(ctx, w, h, 0.4);
    },
    "burger-bus-3": (ctx, w, h) => {
      S.sky(ctx, w, "dusk", 620);
      S.stars(ctx, w, 420, 11);
      S.hills(ctx, w, 640, "#2b2f52", 5);
      S.ground(ctx, w, h, 620, "grass");
      S.truck(ctx, { x: 980, y: 700 }, 0.78, TRUCKS.burger);
      S.stringLights(ctx, -20, 120, 760, 150, 120, ["#ffd36b", "#ff9f6b", "#fff2b0"]);
      S.stringLights(ctx, 760, 150, 1460, 90, 110, ["#ffd36b", "#ff9f6b", "#fff2b0"]);
      S.people(ctx, [120, 210, 300, 420, 510], 900, 1.05, 9, CROWD);
      S.vignette(ctx, w, h, 0.45);
    },

    // Taco Loco: a sunny park, tacos with lime, nachos with guacamole.
    "taco-loco-1": (ctx, w, h) => {
      S.sky(ctx, w, "day", 600);
      S.sun(ctx, 260, 170, 64, "#fff3b0", "rgba(255,240,160,0.6)");
      S.cloud(ctx, 820, 160, 1.2, "rgba(255,255,255,0.9)");
      S.cloud(ctx, 1180, 260, 0.8, "rgba(255,255,255,0.85)");
      S.hills(ctx, w, 620, "#8cc26a", 21);
      S.ground(ctx, w, h, 600, "grass");
      S.tree(ctx, 140, 640, 1.5, "#4f8f3a", "#6b4a2f");
      S.tree(ctx, 1330, 630, 1.2, "#5a9e42", "#6b4a2f");
      S.truck(ctx, { x: 800, y: 790 }, 1.0, TRUCKS.taco);
      S.vignette(ctx, w, h, 0.25);
    },
    "taco-loco-2": (ctx, w, h) => {
      F.table(ctx, w, h, "light");
      F.plate(ctx, 720, 480, 380, "#f6c244");
      F.plate(ctx, 720, 480, 330, "#fbfaf6");
      F.taco(ctx, 600, 380, 1.05, -0.35);
      F.taco(ctx, 820, 470, 1.05, 0.3);
      F.taco(ctx, 640, 610, 1.0, -0.1);
      F.lime(ctx, 920, 640, 52, 0.6);
      F.lime(ctx, 470, 520, 46, -2.2);
      S.vignette(ctx, w, h, 0.3);
    },
    "taco-loco-3": (ctx, w, h) => {
      F.table(ctx, w, h, "wood");
      F.nachosBowl(ctx, 560, 500, 300);
      F.guacamole(ctx, 1000, 380, 170);
      F.glass(ctx, 1060, 720, 0.9, "rgba(250, 228, 120, 0.9)", "#8fd14f");
      S.vignette(ctx, w, h, 0.4);
    },

    // Pierogi na Kółkach: the old-town square, pierogi on checks, a winter market with mulled wine.
    "pierogi-na-kolkach-1": (ctx, w, h) => {
      S.sky(ctx, w, "day", 620);
      S.cloud(ctx, 300, 120, 1.0, "rgba(255,255,255,0.9)");
      S.oldTown(ctx, w, 640, ["#e3b26b", "#d98a6c", "#c9c08b", "#e8d3a6", "#b97a5f"], 4);
      S.ground(ctx, w, h, 620, "square");
      S.truck(ctx, { x: 780, y: 800 }, 1.0, TRUCKS.pierogi);
      S.people(ctx, [1300, 1380], 880, 0.9, 4, CROWD);
      S.vignette(ctx, w, h, 0.3);
    },
    "pierogi-na-kolkach-2": (ctx, w, h) => {
      F.table(ctx, w, h, "checkered");
      F.plate(ctx, 720, 480, 380);
      const dumplings = [
        [600, 380, -0.4],
        [820, 360, 0.3],
        [560, 560, 0.2],
        [760, 540, -0.2],
        [900, 600, 0.5],
        [680, 680, -0.1],
      ];
      for (const [x, y, a] of dumplings) F.pierog(ctx, x, y, 1.5, a);
      F.toppings(ctx, 720, 520, 220, ["#b8742f", "#d4944a"], 60, 17, 9);
      F.toppings(ctx, 720, 520, 240, ["#4d8a3a", "#6aaa4c"], 40, 19, 6);
      S.vignette(ctx, w, h, 0.35);
    },
    "pierogi-na-kolkach-3": (ctx, w, h) => {
      S.sky(ctx, w, "winter", 600);
      S.oldTown(ctx, w, 620, ["#8a6a5a", "#7b5d6e", "#6f7a6a", "#8c7a5a"], 12);
      S.ground(ctx, w, h, 600, "snow");
      S.truck(ctx, { x: 500, y: 760 }, 0.72, TRUCKS.pierogi);
      S.stringLights(ctx, -20, 80, 1460, 110, 150, ["#ffe08a", "#ffb36b", "#fff6c8"]);
      F.mug(ctx, 1120, 760, 1.1, "#b83a3a", "#6e1f2a");
      F.mug(ctx, 1320, 800, 0.85, "#f3ead2", "#7a2a30");
      S.snowfall(ctx, w, h, 23);
      S.vignette(ctx, w, h, 0.4);
    },

    // Słodki Gofr: a summer fair, waffles with strawberries, ice cream and hot chocolate.
    "slodki-gofr-1": (ctx, w, h) => {
      S.sky(ctx, w, "day", 610);
      S.cloud(ctx, 980, 140, 1.1, "rgba(255,255,255,0.95)");
      S.cloud(ctx, 200, 230, 0.7, "rgba(255,255,255,0.9)");
      S.ground(ctx, w, h, 610, "grass");
      S.tree(ctx, 1300, 640, 1.4, "#6fb35a", "#6b4a2f");
      S.truck(ctx, { x: 760, y: 790 }, 1.0, TRUCKS.waffle);
      S.people(ctx, [170, 250], 870, 0.9, 14, CROWD);
      S.stringLights(ctx, -20, 40, 1460, 60, 90, ["#ff9fb8", "#9fe0cf", "#fff2b0"]);
      S.vignette(ctx, w, h, 0.22);
    },
    "slodki-gofr-2": (ctx, w, h) => {
      F.table(ctx, w, h, "light");
      F.plate(ctx, 720, 480, 400, "#fdf6f7");
      F.waffle(ctx, 720, 480, 1.65, -0.12);
      F.toppings(ctx, 720, 480, 300, ["rgba(255,255,255,0.9)"], 90, 29, 3);
      S.vignette(ctx, w, h, 0.3);
    },
    "slodki-gofr-3": (ctx, w, h) => {
      F.table(ctx, w, h, "wood");
      F.iceCream(ctx, 470, 620, 1.2, ["#f7c6d4", "#fff1c9", "#8b5a3c"]);
      F.iceCream(ctx, 760, 640, 1.1, ["#bfe8d9", "#f29bb0"]);
      F.mug(ctx, 1100, 680, 1.15, "#6cc2ad", "#5a3322");
      S.vignette(ctx, w, h, 0.4);
    },

    // Bałtycka Pizza: the seaside with a lighthouse, pizzas from above, an evening on the promenade.
    "baltycka-pizza-1": (ctx, w, h) => {
      S.sky(ctx, w, "day", 430);
      S.cloud(ctx, 560, 130, 1.0, "rgba(255,255,255,0.92)");
      S.sea(ctx, w, 430, 600);
      S.lighthouse(ctx, 1260, 600);
      S.ground(ctx, w, h, 600, "promenade");
      S.truck(ctx, { x: 720, y: 800 }, 1.0, TRUCKS.pizza);
      S.vignette(ctx, w, h, 0.25);
    },
    "baltycka-pizza-2": (ctx, w, h) => {
      F.table(ctx, w, h, "slate");
      F.pizza(ctx, 520, 470, 330, false);
      F.pizza(ctx, 1070, 560, 260, true);
      S.vignette(ctx, w, h, 0.45);
    },
    "baltycka-pizza-3": (ctx, w, h) => {
      S.sky(ctx, w, "sunset", 430);
      S.sun(ctx, 420, 420, 80, "#ffd38a", "rgba(255,170,110,0.7)");
      S.sea(ctx, w, 430, 600);
      S.lighthouse(ctx, 1260, 600);
      S.ground(ctx, w, h, 600, "promenade");
      S.truck(ctx, { x: 560, y: 760 }, 0.7, TRUCKS.pizza);
      F.glass(ctx, 1060, 780, 0.85, "rgba(235, 170, 60, 0.92)");
      F.glass(ctx, 1240, 800, 0.8, "rgba(235, 170, 60, 0.92)");
      S.stringLights(ctx, -20, 60, 1460, 80, 120, ["#ffd36b", "#fff2b0"]);
      S.vignette(ctx, w, h, 0.4);
    },
  };
  return scenes;
})();
