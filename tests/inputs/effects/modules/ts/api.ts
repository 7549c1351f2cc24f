import fs from "node:fs";

const API = "https://api.example.com";

export async function getUser(id: string) {
  fs.appendFileSync("server.log", `get_user ${id}\n`);
  const user = await fetch(`${API}/users/${id}`);
  return { content: [{ type: "text" as const, text: await user.text() }] };
}

export async function request(method: string, path: string) {
  await fetch(`${API}${path}`, { method });
  return { content: [] };
}
