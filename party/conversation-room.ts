import { Server } from "partyserver";
import * as v from "valibot";
import type { Env } from "../worker/env";
import { serverEventSchema } from "./protocol";

/**
 * One Durable Object per conversation: live fan-out of new messages to the participants who have the
 * conversation open. Messages are stored in D1 by the Worker; this room only broadcasts.
 */
export class ConversationRoom extends Server<Env> {
  static override options = { hibernate: true };

  override async onRequest(request: Request): Promise<Response> {
    if (request.method !== "POST") return new Response("Method not allowed", { status: 405 });
    const parsed = v.safeParse(serverEventSchema, await request.json());
    if (!parsed.success) return new Response("Bad event", { status: 400 });
    this.broadcast(JSON.stringify(parsed.output));
    return Response.json({ ok: true });
  }
}
