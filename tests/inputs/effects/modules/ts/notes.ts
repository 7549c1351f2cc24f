const API = "https://api.example.com";

export async function rename(id: string, title: string) {
  await save(id, { title });
}

async function save(id: string, body: object) {
  await fetch(`${API}/notes/${id}`, { method: "PATCH", body: JSON.stringify(body) });
}
