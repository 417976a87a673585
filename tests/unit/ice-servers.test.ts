import { afterEach, describe, expect, it, vi } from "vitest";
import { iceServers } from "../../worker/config";

const envWith = (value: string | undefined) => (value === undefined ? {} : { ICE_SERVERS: value });

describe("ICE_SERVERS (STUN/TURN for browser-to-browser calls)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("none by default: calls on one machine or network need none", () => {
    expect(iceServers(envWith(undefined))).toEqual([]);
  });

  it("a JSON array of RTCIceServer goes to the browsers as it is", () => {
    const servers = [
      { urls: "stun:stun.example.pl:3478" },
      { urls: ["turn:turn.example.pl:3478?transport=udp"], username: "u", credential: "p" },
    ];
    expect(iceServers(envWith(JSON.stringify(servers)))).toEqual(servers);
  });

  it("anything else is logged and ignored", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(iceServers(envWith("stun:stun.example.pl"))).toEqual([]);
    expect(iceServers(envWith(JSON.stringify([{ url: "stun:x" }])))).toEqual([]);
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
