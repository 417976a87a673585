// Outdoor scenes for the demo photos (scripts/render-demo-photos.mjs): sky, backdrops, the truck itself,
// string lights and a crowd. Runs in a browser page; every function draws on a 2D canvas context.

globalThis.paintScenery = (() => {
  /** A seeded random source, so every run draws the same picture. */
  function randomOf(seed) {
    let state = seed >>> 0 || 1;
    return () => {
      state = (state * 1664525 + 1013904223) >>> 0;
      return state / 4294967296;
    };
  }

  function roundRect(ctx, x, y, w, h, r) {
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, r);
  }

  const SKIES = {
    day: ["#7ec8f2", "#bfe6fb", "#f3fbff"],
    sunset: ["#3d3a7a", "#d9607a", "#f9b36b", "#ffe1a8"],
    dusk: ["#14213d", "#3b3f77", "#8a5a8c", "#e59a7a"],
    winter: ["#1b2845", "#34507a", "#7f9cc0", "#c9d9ea"],
  };

  function sky(ctx, w, kind, horizon) {
    const stops = SKIES[kind];
    const gradient = ctx.createLinearGradient(0, 0, 0, horizon);
    for (const [i, color] of stops.entries()) gradient.addColorStop(i / (stops.length - 1), color);
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, w, horizon + 2);
  }

  function sun(ctx, x, y, r, color, glow) {
    const halo = ctx.createRadialGradient(x, y, r * 0.6, x, y, r * 3.2);
    halo.addColorStop(0, glow);
    halo.addColorStop(1, "rgba(255,255,255,0)");
    ctx.fillStyle = halo;
    ctx.fillRect(x - r * 4, y - r * 4, r * 8, r * 8);
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }

  function cloud(ctx, x, y, s, color) {
    ctx.fillStyle = color;
    for (const [dx, dy, r] of [
      [0, 0, 38],
      [42, -18, 46],
      [92, -4, 40],
      [128, 10, 28],
      [-34, 12, 26],
    ]) {
      ctx.beginPath();
      ctx.arc(x + dx * s, y + dy * s, r * s, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillRect(x - 34 * s, y + 8 * s, 162 * s, 30 * s);
  }

  function stars(ctx, w, h, seed) {
    const random = randomOf(seed);
    ctx.fillStyle = "rgba(255,255,240,0.8)";
    for (let i = 0; i < 70; i++) {
      ctx.beginPath();
      ctx.arc(random() * w, random() * h, random() * 1.8 + 0.6, 0, Math.PI * 2);
      ctx.fill();
    }
  }

  /** A row of city blocks with lit or dark windows. */
  function skyline(ctx, w, base, color, windowColor, seed) {
    const random = randomOf(seed);
    let x = -20;
    while (x < w) {
      const bw = 70 + random() * 110;
      const bh = 120 + random() * 260;
      ctx.fillStyle = color;
      ctx.fillRect(x, base - bh, bw, bh);
      ctx.fillStyle = windowColor;
      for (let wy = base - bh + 18; wy < base - 24; wy += 28) {
        for (let wx = x + 12; wx < x + bw - 16; wx += 22) {
          if (random() > 0.45) ctx.fillRect(wx, wy, 10, 14);
        }
      }
      x += bw + 6;
    }
  }

  /** Old-town houses with stepped gables, as on a market square. */
  function oldTown(ctx, w, base, palette, seed) {
    const random = randomOf(seed);
    let x = -10;
    let i = 0;
    while (x < w) {
      const bw = 110 + random() * 60;
      const bh = 190 + random() * 120;
      ctx.fillStyle = palette[i % palette.length];
      ctx.beginPath();
      ctx.moveTo(x, base);
      ctx.lineTo(x, base - bh);
      ctx.lineTo(x + bw * 0.2, base - bh);
      ctx.lineTo(x + bw * 0.2, base - bh - 30);
      ctx.lineTo(x + bw * 0.4, base - bh - 30);
      ctx.lineTo(x + bw * 0.5, base - bh - 64);
      ctx.lineTo(x + bw * 0.6, base - bh - 30);
      ctx.lineTo(x + bw * 0.8, base - bh - 30);
      ctx.lineTo(x + bw * 0.8, base - bh);
      ctx.lineTo(x + bw, base - bh);
      ctx.lineTo(x + bw, base);
      ctx.fill();
      ctx.fillStyle = "rgba(255, 226, 150, 0.85)";
      for (let wy = base - bh + 26; wy < base - 50; wy += 54) {
        for (let wx = x + 18; wx < x + bw - 26; wx += 34) ctx.fillRect(wx, wy, 16, 26);
      }
      x += bw;
      i++;
    }
  }

  function tree(ctx, x, base, s, leaf, trunk) {
    ctx.fillStyle = trunk;
    ctx.fillRect(x - 7 * s, base - 70 * s, 14 * s, 70 * s);
    ctx.fillStyle = leaf;
    for (const [dx, dy, r] of [
      [0, -110, 48],
      [-36, -86, 36],
      [36, -84, 38],
      [0, -72, 40],
    ]) {
      ctx.beginPath();
      ctx.arc(x + dx * s, base + dy * s, r * s, 0, Math.PI * 2);
      ctx.fill();
    }
  }

  function hills(ctx, w, base, color, seed) {
    const random = randomOf(seed);
    ctx.fillStyle = color;
    ctx.beginPath();
    ctx.moveTo(0, base);
    for (let x = 0; x <= w; x += w / 6) ctx.lineTo(x, base - 40 - random() * 70);
    ctx.lineTo(w, base);
    ctx.closePath();
    ctx.fill();
  }

  function sea(ctx, w, top, bottom) {
    const water = ctx.createLinearGradient(0, top, 0, bottom);
    water.addColorStop(0, "#2d6f9e");
    water.addColorStop(1, "#5fa8cf");
    ctx.fillStyle = water;
    ctx.fillRect(0, top, w, bottom - top);
    ctx.strokeStyle = "rgba(255,255,255,0.45)";
    ctx.lineWidth = 3;
    for (let y = top + 14; y < bottom; y += 22) {
      ctx.beginPath();
      for (let x = ((y * 7) % 60) - 60; x < w; x += 120) {
        ctx.moveTo(x, y);
        ctx.quadraticCurveTo(x + 20, y - 6, x + 40, y);
      }
      ctx.stroke();
    }
  }

  function lighthouse(ctx, x, base) {
    ctx.fillStyle = "#f1f1ec";
    ctx.beginPath();
    ctx.moveTo(x - 28, base);
    ctx.lineTo(x - 18, base - 220);
    ctx.lineTo(x + 18, base - 220);
    ctx.lineTo(x + 28, base);
    ctx.fill();
    ctx.fillStyle = "#d2453b";
    for (const y of [base - 60, base - 140]) ctx.fillRect(x - 26, y, 52, 34);
    ctx.fillStyle = "#24303f";
    ctx.fillRect(x - 24, base - 256, 48, 36);
    ctx.fillStyle = "#ffe9a3";
    ctx.fillRect(x - 16, base - 250, 32, 24);
    ctx.fillStyle = "#d2453b";
    ctx.beginPath();
    ctx.moveTo(x - 30, base - 256);
    ctx.lineTo(x, base - 284);
    ctx.lineTo(x + 30, base - 256);
    ctx.fill();
  }

  function ground(ctx, w, h, top, kind) {
    const colors = {
      street: ["#8d8a86", "#6d6a67"],
      grass: ["#6fae5a", "#4c8a3e"],
      square: ["#c9b79b", "#a8957a"],
      snow: ["#eef3f8", "#cfdbe8"],
      promenade: ["#d8c7a3", "#b9a57f"],
    }[kind];
    const gradient = ctx.createLinearGradient(0, top, 0, h);
    gradient.addColorStop(0, colors[0]);
    gradient.addColorStop(1, colors[1]);
    ctx.fillStyle = gradient;
    ctx.fillRect(0, top, w, h - top);
    if (kind === "square" || kind === "promenade") {
      ctx.strokeStyle = "rgba(0,0,0,0.08)";
      ctx.lineWidth = 2;
      for (let y = top + 20; y < h; y += 34) {
        ctx.beginPath();
        ctx.moveTo(0, y);
        ctx.lineTo(w, y);
        ctx.stroke();
      }
    }
  }

  /** Bulbs on a sagging wire between two points. */
  function stringLights(ctx, x1, y1, x2, y2, sag, colors) {
    ctx.strokeStyle = "rgba(40,30,30,0.7)";
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(x1, y1);
    ctx.quadraticCurveTo((x1 + x2) / 2, Math.max(y1, y2) + sag, x2, y2);
    ctx.stroke();
    const count = Math.round(Math.abs(x2 - x1) / 46);
    for (let i = 1; i < count; i++) {
      const t = i / count;
      const x = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * ((x1 + x2) / 2) + t * t * x2;
      const y = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * (Math.max(y1, y2) + sag) + t * t * y2;
      const color = colors[i % colors.length];
      const glow = ctx.createRadialGradient(x, y + 8, 1, x, y + 8, 22);
      glow.addColorStop(0, color);
      glow.addColorStop(1, "rgba(255,255,255,0)");
      ctx.fillStyle = glow;
      ctx.fillRect(x - 22, y - 14, 44, 44);
      ctx.fillStyle = color;
      ctx.beginPath();
      ctx.ellipse(x, y + 8, 6, 8, 0, 0, Math.PI * 2);
      ctx.fill();
    }
  }

  /** Scalloped awning stripes over the serving window. */
  function awning(ctx, x, y, w, h, colors) {
    const stripes = 9;
    const sw = w / stripes;
    for (let i = 0; i < stripes; i++) {
      ctx.fillStyle = colors[i % 2];
      ctx.beginPath();
      ctx.moveTo(x + i * sw + 6, y);
      ctx.lineTo(x + (i + 1) * sw + 6, y);
      ctx.lineTo(x + (i + 1) * sw, y + h);
      ctx.arc(x + i * sw + sw / 2, y + h, sw / 2, 0, Math.PI);
      ctx.closePath();
      ctx.fill();
    }
  }

  /**
   * A food truck facing left, its serving side towards us: `at` is the middle of the rear wheel line.
   * The truck spec gives its colours, awning, name and an optional pizza-oven chimney.
   */
  function truck(ctx, at, s, spec) {
    const { x, y } = at;
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(s, s);
    // Shadow on the ground.
    ctx.fillStyle = "rgba(0,0,0,0.22)";
    ctx.beginPath();
    ctx.ellipse(-60, 58, 430, 26, 0, 0, Math.PI * 2);
    ctx.fill();
    // Cab.
    ctx.fillStyle = spec.body;
    roundRect(ctx, -470, -170, 150, 200, [60, 10, 10, 16]);
    ctx.fill();
    ctx.fillStyle = "#cfe7f5";
    roundRect(ctx, -452, -150, 92, 80, [40, 8, 8, 8]);
    ctx.fill();
    ctx.fillStyle = "rgba(255,255,255,0.55)";
    ctx.fillRect(-420, -146, 14, 70);
    ctx.fillStyle = "#ffd76a";
    roundRect(ctx, -476, -10, 22, 16, 4);
    ctx.fill();
    // Box.
    ctx.fillStyle = spec.body;
    roundRect(ctx, -330, -300, 620, 330, 22);
    ctx.fill();
    ctx.fillStyle = spec.trim;
    ctx.fillRect(-330, -40, 620, 34);
    ctx.fillRect(-330, -300, 620, 18);
    // Serving window with counter and a glimpse of the kitchen.
    ctx.fillStyle = "#3b2f2a";
    roundRect(ctx, -250, -230, 330, 140, 8);
    ctx.fill();
    ctx.fillStyle = "#ffe4a8";
    roundRect(ctx, -238, -218, 306, 116, 6);
    ctx.fill();
    ctx.fillStyle = "rgba(120,80,60,0.35)";
    for (let i = 0; i < 5; i++) ctx.fillRect(-226 + i * 60, -200, 38, 50);
    ctx.fillStyle = spec.trim;
    ctx.fillRect(-262, -96, 354, 16);
    awning(ctx, -270, -262, 370, 44, spec.awning);
    // Menu board.
    ctx.fillStyle = "#2c3330";
    roundRect(ctx, 120, -232, 130, 150, 8);
    ctx.fill();
    ctx.strokeStyle = "rgba(255,255,255,0.75)";
    ctx.lineWidth = 4;
    for (let i = 0; i < 5; i++) {
      ctx.beginPath();
      ctx.moveTo(138, -206 + i * 26);
      ctx.lineTo(200 + ((i * 37) % 30), -206 + i * 26);
      ctx.stroke();
    }
    // The name on a sign on the roof, as wide as it needs.
    ctx.font = `bold ${spec.nameSize ?? 44}px "DejaVu Sans", sans-serif`;
    ctx.textBaseline = "middle";
    ctx.textAlign = "center";
    const signWidth = ctx.measureText(spec.name).width + 60;
    ctx.fillStyle = spec.trim;
    roundRect(ctx, -80 - signWidth / 2, -372, signWidth, 70, 14);
    ctx.fill();
    ctx.fillStyle = spec.lettering;
    ctx.fillText(spec.name, -80, -336);
    ctx.textAlign = "start";
    if (spec.chimney) {
      ctx.fillStyle = "#444";
      ctx.fillRect(200, -380, 34, 84);
      ctx.fillStyle = "rgba(230,230,230,0.6)";
      for (const [dx, dy, r] of [
        [218, -404, 20],
        [236, -440, 26],
        [262, -480, 32],
      ]) {
        ctx.beginPath();
        ctx.arc(dx, dy, r, 0, Math.PI * 2);
        ctx.fill();
      }
    }
    // Wheels.
    for (const wx of [-390, 180]) {
      ctx.fillStyle = "#222";
      ctx.beginPath();
      ctx.arc(wx, 30, 50, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = "#b8bcc2";
      ctx.beginPath();
      ctx.arc(wx, 30, 22, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.restore();
  }

  /** Simple standing figures in muted clothes, for a queue or a crowd. */
  function people(ctx, xs, base, s, seed, colors) {
    const random = randomOf(seed);
    for (const x of xs) {
      const k = s * (0.85 + random() * 0.3);
      ctx.fillStyle = colors[Math.floor(random() * colors.length)];
      roundRect(ctx, x - 22 * k, base - 150 * k, 44 * k, 100 * k, 18 * k);
      ctx.fill();
      ctx.fillRect(x - 16 * k, base - 60 * k, 12 * k, 60 * k);
      ctx.fillRect(x + 4 * k, base - 60 * k, 12 * k, 60 * k);
      ctx.fillStyle = ["#f1c9a5", "#c98e64", "#8d5a3b", "#e8b48e"][Math.floor(random() * 4)];
      ctx.beginPath();
      ctx.arc(x, base - 172 * k, 20 * k, 0, Math.PI * 2);
      ctx.fill();
    }
  }

  /** Soft darkening towards the corners, like a lens. */
  function vignette(ctx, w, h, strength) {
    const gradient = ctx.createRadialGradient(w / 2, h / 2, h * 0.35, w / 2, h / 2, w * 0.75);
    gradient.addColorStop(0, "rgba(0,0,0,0)");
    gradient.addColorStop(1, `rgba(0,0,0,${strength})`);
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, w, h);
  }

  function snowfall(ctx, w, h, seed) {
    const random = randomOf(seed);
    ctx.fillStyle = "rgba(255,255,255,0.85)";
    for (let i = 0; i < 160; i++) {
      ctx.beginPath();
      ctx.arc(random() * w, random() * h, random() * 3 + 1, 0, Math.PI * 2);
      ctx.fill();
    }
  }

  return {
    randomOf,
    roundRect,
    sky,
    sun,
    cloud,
    stars,
    skyline,
    oldTown,
    tree,
    hills,
    sea,
    lighthouse,
    ground,
    stringLights,
    truck,
    people,
    vignette,
    snowfall,
  };
})();
