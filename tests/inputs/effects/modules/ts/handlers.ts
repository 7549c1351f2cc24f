const API = "https://api.example.com";

export async function deleteItem({ id }: { id: string }) {
  await fetch(`${API}/items/${id}`, { method: "DELETE" });
  return { content: [] };
}
