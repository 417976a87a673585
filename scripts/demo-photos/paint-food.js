// Close-ups of dishes and drinks for the demo photos (scripts/render-demo-photos.mjs), seen from above or
// from the side on a table. Runs in a browser page after paint-scenery.js (it uses its helpers).

globalThis.paintFood = (() => {
  const { randomOf, roundRect } = globalThis.paintScenery;

  function table(ctx, w, h, kind) {
    if (kind === "checkered") {
      ctx.fillStyle = "#f7f1e6";
      ctx.fillRect(0, 0, w, h);
      ctx.fillStyle = "rgba(196, 48, 43, 0.85)";
      for (let y = 0; y < h; y += 80) {
        for (let x = (y / 80) % 2 === 0 ? 0 : 80; x < w; x += 160) ctx.fillRect(x, y, 80, 80);
      }
      ctx.fillStyle = "rgba(196, 48, 43, 0.3)";
      for (let x = 0; x < w; x += 160) ctx.fillRect(x, 0, 80, h);
      return;
    }
    const colors = {
      wood: ["#a86f43", "#8b5a35"],
      slate: ["#3a3f44", "#2a2e32"],
      light: ["#e9ddc8", "#d8c7aa"],
    }[kind];
    ctx.fillStyle = colors[0];
    ctx.fillRect(0, 0, w, h);
    const random = randomOf(w + h);
    ctx.strokeStyle = colors[1];
    for (let y = 0; y < h; y += 120) {
      ctx.lineWidth = 4;
      ctx.beginPath();
      ctx.moveTo(0, y);
      ctx.lineTo(w, y);
      ctx.stroke();
      ctx.lineWidth = 2;
      for (let i = 0; i < 3; i++) {
        const gy = y + 20 + random() * 80;
        ctx.beginPath();
        ctx.moveTo(0, gy);
        ctx.bezierCurveTo(w * 0.3, gy + 10, w * 0.6, gy - 10, w, gy + 4);
        ctx.stroke();
      }
    }
  }

  /** A round plate with a rim and a soft shadow. */
  function plate(ctx, x, y, r, color = "#fbfaf6") {
    ctx.save();
    ctx.shadowColor = "rgba(0,0,0,0.35)";
    ctx.shadowBlur = 30;
    ctx.shadowOffsetY = 12;
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
    ctx.strokeStyle = "rgba(0,0,0,0.08)";
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.arc(x, y, r * 0.78, 0, Math.PI * 2);
    ctx.stroke();
  }

  function board(ctx, x, y, w, h) {
    ctx.save();
    ctx.shadowColor = "rgba(0,0,0,0.35)";
    ctx.shadowBlur = 24;
    ctx.shadowOffsetY = 10;
    ctx.fillStyle = "#d9a566";
    roundRect(ctx, x, y, w, h, 30);
    ctx.fill();
    ctx.restore();
    ctx.strokeStyle = "rgba(120,70,30,0.25)";
    ctx.lineWidth = 3;
    for (let gy = y + 30; gy < y + h - 20; gy += 36) {
      ctx.beginPath();
      ctx.moveTo(x + 20, gy);
      ctx.lineTo(x + w - 20, gy + 6);
      ctx.stroke();
    }
  }

  /** A burger from the side: sesame bun, lettuce, cheese, patty, tomato. */
  function burger(ctx, x, y, s) {
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(s, s);
    ctx.fillStyle = "#c98a3c";
    roundRect(ctx, -150, 40, 300, 50, [10, 10, 30, 30]);
    ctx.fill();
    ctx.fillStyle = "#5a3322";
    roundRect(ctx, -160, -10, 320, 56, 26);
    ctx.fill();
    ctx.fillStyle = "#d9473a";
    roundRect(ctx, -150, -30, 300, 24, 10);
    ctx.fill();
    ctx.fillStyle = "#f6c443";
    ctx.beginPath();
    ctx.moveTo(-165, -40);
    ctx.lineTo(165, -40);
    ctx.lineTo(120, -4);
    ctx.lineTo(40, -16);
    ctx.lineTo(-10, 6);
    ctx.lineTo(-80, -12);
    ctx.lineTo(-140, 2);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = "#6dbb45";
    ctx.beginPath();
    ctx.moveTo(-170, -50);
    for (let i = 0; i <= 12; i++) ctx.lineTo(-170 + i * 28.3, -50 + (i % 2 === 0 ? 16 : -2));
    ctx.lineTo(170, -62);
    ctx.lineTo(-170, -62);
    ctx.fill();
    ctx.fillStyle = "#d8913f";
    ctx.beginPath();
    ctx.moveTo(-160, -56);
    ctx.bezierCurveTo(-150, -190, 150, -190, 160, -56);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = "rgba(255,255,255,0.25)";
    ctx.beginPath();
    ctx.ellipse(-50, -130, 60, 20, -0.3, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#fbeecb";
    for (const [sx, sy] of [
      [-90, -100],
      [-40, -140],
      [10, -120],
      [60, -146],
      [100, -96],
      [-10, -84],
      [40, -90],
      [-70, -136],
    ]) {
      ctx.beginPath();
      ctx.ellipse(sx, sy, 8, 4, 0.4, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.restore();
  }

  function fries(ctx, x, y, s, cone = "#d9473a") {
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(s, s);
    ctx.fillStyle = "#f4c542";
    for (let i = 0; i < 11; i++) {
      ctx.save();
      ctx.translate(-60 + i * 12, -40);
      ctx.rotate((i - 5) * 0.06);
      ctx.fillRect(-7, -80 - (i % 3) * 14, 14, 120);
      ctx.restore();
    }
    ctx.fillStyle = cone;
    ctx.beginPath();
    ctx.moveTo(-80, -50);
    ctx.lineTo(80, -50);
    ctx.lineTo(56, 90);
    ctx.lineTo(-56, 90);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = "rgba(255,255,255,0.85)";
    ctx.fillRect(-80, -50, 160, 14);
    ctx.restore();
  }

  /** Tacos from above: folded shells with filling, lime wedges around. */
  function taco(ctx, x, y, s, angle) {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(angle);
    ctx.scale(s, s);
    ctx.fillStyle = "#e9b95c";
    ctx.beginPath();
    ctx.ellipse(0, 0, 150, 70, 0, 0, Math.PI * 2);
    ctx.fill();
    const fillings = ["#8b4a2b", "#6dbb45", "#d9473a", "#f7f3e8", "#7a3b8f"];
    const random = randomOf(Math.round(x * 7 + y));
    for (let i = 0; i < 60; i++) {
      ctx.fillStyle = fillings[i % fillings.length];
      ctx.beginPath();
      ctx.arc(-110 + random() * 220, -34 + random() * 68, 8 + random() * 8, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.strokeStyle = "#d49a3e";
    ctx.lineWidth = 14;
    ctx.beginPath();
    ctx.ellipse(0, 0, 150, 70, 0, 0, Math.PI * 2);
    ctx.stroke();
    ctx.restore();
  }

  function lime(ctx, x, y, r, angle) {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(angle);
    ctx.fillStyle = "#4f9a2f";
    ctx.beginPath();
    ctx.arc(0, 0, r, 0, Math.PI);
    ctx.fill();
    ctx.fillStyle = "#c6e58a";
    ctx.beginPath();
    ctx.arc(0, 0, r * 0.82, 0, Math.PI);
    ctx.fill();
    ctx.strokeStyle = "#eaf6cf";
    ctx.lineWidth = 3;
    for (let i = 1; i < 5; i++) {
      ctx.beginPath();
      ctx.moveTo(0, 0);
      ctx.lineTo(Math.cos((i * Math.PI) / 5) * r * 0.8, Math.sin((i * Math.PI) / 5) * r * 0.8);
      ctx.stroke();
    }
    ctx.restore();
  }

  /** Half-moon dumplings with crimped edges, golden onion and dill on top. */
  function pierog(ctx, x, y, s, angle) {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(angle);
    ctx.scale(s, s);
    ctx.fillStyle = "#f3e2b8";
    ctx.beginPath();
    ctx.arc(0, 0, 70, Math.PI, 0);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = "rgba(205,150,70,0.55)";
    ctx.beginPath();
    ctx.ellipse(-10, -26, 30, 14, -0.3, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#e8d09a";
    for (let a = Math.PI; a <= Math.PI * 2 + 0.01; a += Math.PI / 10) {
      ctx.beginPath();
      ctx.arc(Math.cos(a) * 70, Math.sin(a) * 70, 9, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillRect(-70, -6, 140, 10);
    ctx.restore();
  }

  function toppings(ctx, cx, cy, r, colors, count, seed, size) {
    const random = randomOf(seed);
    for (let i = 0; i < count; i++) {
      const a = random() * Math.PI * 2;
      const d = Math.sqrt(random()) * r;
      ctx.fillStyle = colors[i % colors.length];
      ctx.beginPath();
      ctx.ellipse(cx + Math.cos(a) * d, cy + Math.sin(a) * d, size, size * 0.6, a, 0, Math.PI * 2);
      ctx.fill();
    }
  }

  /** A Belgian waffle from above, with strawberries, cream and sugar. */
  function waffle(ctx, x, y, s, angle) {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(angle);
    ctx.scale(s, s);
    ctx.fillStyle = "#d9a24e";
    roundRect(ctx, -170, -120, 340, 240, 30);
    ctx.fill();
    ctx.fillStyle = "#b97f31";
    for (let gx = -150; gx < 150; gx += 50) {
      for (let gy = -100; gy < 100; gy += 50) {
        roundRect(ctx, gx + 8, gy + 8, 34, 34, 6);
        ctx.fill();
      }
    }
    ctx.fillStyle = "#fffaf2";
    for (const [cx, cy, r] of [
      [-40, -10, 46],
      [20, 20, 40],
      [60, -30, 34],
    ]) {
      ctx.beginPath();
      ctx.arc(cx, cy, r, 0, Math.PI * 2);
      ctx.fill();
    }
    for (const [sx, sy, sa] of [
      [-100, 40, 0.4],
      [90, 60, -0.5],
      [110, -70, 0.9],
      [-110, -60, -0.2],
      [0, -70, 0.2],
    ]) {
      ctx.save();
      ctx.translate(sx, sy);
      ctx.rotate(sa);
      ctx.fillStyle = "#d9283b";
      ctx.beginPath();
      ctx.moveTo(0, 30);
      ctx.bezierCurveTo(-34, 4, -26, -26, 0, -22);
      ctx.bezierCurveTo(26, -26, 34, 4, 0, 30);
      ctx.fill();
      ctx.fillStyle = "#3f8a2c";
      ctx.beginPath();
      ctx.ellipse(0, -24, 16, 6, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.restore();
    }
    ctx.restore();
  }

  /** A pizza from above: crust, sauce, mozzarella, basil (and salami when `salami`). */
  function pizza(ctx, x, y, r, salami) {
    ctx.fillStyle = "#d99a4e";
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "rgba(90,50,20,0.35)";
    toppings(ctx, x, y, r * 0.98, ["rgba(90,50,20,0.35)"], 40, r, 6);
    ctx.fillStyle = "#c8392b";
    ctx.beginPath();
    ctx.arc(x, y, r * 0.84, 0, Math.PI * 2);
    ctx.fill();
    toppings(ctx, x, y, r * 0.72, ["#fbf3dc", "#f5e7c0"], 18, r + 3, r * 0.12);
    if (salami) toppings(ctx, x, y, r * 0.7, ["#9e2a22"], 12, r + 5, r * 0.08);
    toppings(ctx, x, y, r * 0.7, ["#2f7d32", "#3e9a3f"], 10, r + 7, r * 0.06);
  }

  function glass(ctx, x, y, s, drink, garnish) {
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(s, s);
    ctx.fillStyle = drink;
    ctx.beginPath();
    ctx.moveTo(-60, -120);
    ctx.lineTo(60, -120);
    ctx.lineTo(48, 120);
    ctx.lineTo(-48, 120);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = "rgba(255,255,255,0.35)";
    ctx.fillRect(-44, -110, 14, 220);
    ctx.strokeStyle = "rgba(255,255,255,0.8)";
    ctx.lineWidth = 6;
    ctx.beginPath();
    ctx.moveTo(-66, -150);
    ctx.lineTo(-48, 124);
    ctx.lineTo(48, 124);
    ctx.lineTo(66, -150);
    ctx.stroke();
    if (garnish) {
      ctx.fillStyle = garnish;
      ctx.beginPath();
      ctx.arc(50, -140, 34, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = "rgba(255,255,255,0.5)";
      ctx.beginPath();
      ctx.arc(50, -140, 24, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.restore();
  }

  /** A mug from the side with steam (mulled wine, tea, hot chocolate). */
  function mug(ctx, x, y, s, body, drink) {
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(s, s);
    ctx.strokeStyle = body;
    ctx.lineWidth = 18;
    ctx.beginPath();
    ctx.arc(82, 0, 40, -Math.PI / 2, Math.PI / 2);
    ctx.stroke();
    ctx.fillStyle = body;
    roundRect(ctx, -80, -90, 160, 190, [6, 6, 40, 40]);
    ctx.fill();
    ctx.fillStyle = drink;
    ctx.beginPath();
    ctx.ellipse(0, -90, 74, 14, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = "rgba(255,255,255,0.55)";
    ctx.lineWidth = 6;
    for (const dx of [-30, 10, 44]) {
      ctx.beginPath();
      ctx.moveTo(dx, -120);
      ctx.bezierCurveTo(dx - 24, -160, dx + 24, -180, dx, -230);
      ctx.stroke();
    }
    ctx.restore();
  }

  function iceCream(ctx, x, y, s, scoops) {
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(s, s);
    ctx.fillStyle = "#d9a05b";
    ctx.beginPath();
    ctx.moveTo(-50, 0);
    ctx.lineTo(50, 0);
    ctx.lineTo(0, 170);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = "rgba(140,90,40,0.5)";
    ctx.lineWidth = 3;
    for (let i = -40; i <= 40; i += 20) {
      ctx.beginPath();
      ctx.moveTo(i, 0);
      ctx.lineTo(i * 0.2 + 20, 120);
      ctx.stroke();
    }
    for (const [i, color] of scoops.entries()) {
      ctx.fillStyle = color;
      ctx.beginPath();
      ctx.arc(0, -34 - i * 62, 58, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.restore();
  }

  function nachosBowl(ctx, x, y, r) {
    plate(ctx, x, y, r, "#e9553d");
    const random = randomOf(r);
    for (let i = 0; i < 22; i++) {
      const a = random() * Math.PI * 2;
      const d = Math.sqrt(random()) * r * 0.7;
      const cx = x + Math.cos(a) * d;
      const cy = y + Math.sin(a) * d;
      ctx.fillStyle = i % 3 === 0 ? "#e0a93a" : "#f0c25a";
      ctx.beginPath();
      ctx.moveTo(cx, cy - 34);
      ctx.lineTo(cx + 32, cy + 22);
      ctx.lineTo(cx - 32, cy + 22);
      ctx.closePath();
      ctx.fill();
    }
    ctx.fillStyle = "#f6d36b";
    toppings(ctx, x, y, r * 0.5, ["#f6d36b", "#fbe9a0"], 14, r + 1, 18);
  }

  function guacamole(ctx, x, y, r) {
    plate(ctx, x, y, r, "#f4efe4");
    ctx.fillStyle = "#8dbb4c";
    ctx.beginPath();
    ctx.arc(x, y, r * 0.72, 0, Math.PI * 2);
    ctx.fill();
    toppings(ctx, x, y, r * 0.6, ["#d9473a", "#f7f3e8", "#5e8f2d"], 24, r + 2, 7);
  }

  return {
    table,
    plate,
    board,
    burger,
    fries,
    taco,
    lime,
    pierog,
    toppings,
    waffle,
    pizza,
    glass,
    mug,
    iceCream,
    nachosBowl,
    guacamole,
  };
})();
