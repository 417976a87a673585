import { describe, expect, it } from "vitest";
import { messageSchema } from "../contract/responses";
import { bookingChat, grouped, send } from "./chat-fixtures";
import { readJson } from "./helpers";

describe("the conversation list", () => {
  it("the list carries each conversation's newest message: one line, trimmed, its sender and time", async () => {
    const chat = await bookingChat();
    const listed = async (token: string) => (await grouped(token)).flatMap((g) => g.conversations)[0];
    expect((await listed(chat.owner.token))?.last_message).toBeNull();

    await send(chat.conversationId, { message_content: "Pierwsza" }, chat.organizer.token);
    const long = `Dzień dobry,\n\n  ${"bardzo długa wiadomość ".repeat(20)}`;
    const last = await readJson(
      await send(chat.conversationId, { message_content: long }, chat.owner.token),
      messageSchema,
    );
    for (const token of [chat.owner.token, chat.organizer.token]) {
      const conversation = await listed(token);
      expect(conversation?.last_message).toEqual({
        text: expect.stringMatching(/^Dzień dobry, bardzo długa wiadomość bardzo .*…$/),
        sender_id: chat.owner.user.id,
        created_at: last.created_at,
      });
      expect(Array.from(conversation?.last_message?.text ?? "")).toHaveLength(100);
      expect(conversation?.last_message_at).toBe(last.created_at);
    }
  });
});
